// The export held once on disk: `.next`'s originals of its pages dropped once out/ holds its copies.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** Where `next build` writes the prerendered pages before the export copies them. */
export const PRERENDERED_DIR = path.resolve('.next/server/app');
/** Next writes `output: 'export'` builds here. */
export const STATIC_EXPORT_DIR = path.resolve('out');

/** The prerendered files a page is made of (a route handler's body, a page's HTML, navigation data and metadata). */
const PRERENDERED_FILES = /\.(html|rsc|meta|body)$|\.segments$/;
/** A page's per-segment navigation data sits in `<page>.segments/`, which goes whole. */
const SEGMENTS_INSIDE = /\.segments([\\/]|$)/;

/**
 * Removes the export's prerendered pages from `.next/server/app`, once the export holds its copies: a
 * static build's `.next` serves nothing (npm run build starts anew).
 * @param {string} [folder] @returns {Promise<number>} how many were removed
 */
export async function dropPrerenderedCopies(folder = PRERENDERED_DIR) {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
  const dropped = entries.filter(
    (entry) =>
      PRERENDERED_FILES.test(entry.name) &&
      !SEGMENTS_INSIDE.test(path.relative(folder, entry.parentPath)) &&
      (entry.isFile() || (entry.isDirectory() && entry.name.endsWith('.segments'))),
  );
  for (const entry of dropped) await rm(path.join(entry.parentPath, entry.name), { recursive: true, force: true });
  return dropped.length;
}
