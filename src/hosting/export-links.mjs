// The export held once on disk: `.next`'s prerendered pages and route code dropped once out/ holds the site.
import { rm } from 'node:fs/promises';
import path from 'node:path';

/** Where `next build` writes the prerendered pages (and the code that rendered them) before the export copies them. */
export const PRERENDERED_DIR = path.resolve('.next/server/app');
/** Next writes `output: 'export'` builds here. */
export const STATIC_EXPORT_DIR = path.resolve('out');

/**
 * Removes `.next/server/app` once out/ holds the site: nothing reads it after the build (the host serves
 * out/, and `next build` starts anew), and at 10 000 pages it is a second copy of every page.
 * @param {string} [folder]
 */
export async function dropPrerenderedCopies(folder = PRERENDERED_DIR) {
  await rm(folder, { recursive: true, force: true });
}
