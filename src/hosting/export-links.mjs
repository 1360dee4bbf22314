// The static export held once on disk: `.next`'s originals of its pages dropped, identical files in out/ kept once as
// hard links (docs/deployment.md#static-export-for-any-cdn).
import { link, readdir, rename, rm } from 'node:fs/promises';
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

/**
 * Makes `file` a hard link to `original` (the same bytes, held once), replacing it in one step.
 * @param {string} original @param {string} file @returns {Promise<void>}
 */
export async function replaceWithLink(original, file) {
  const partial = `${file}.${process.pid}.tmp`;
  await link(original, partial);
  await rename(partial, file);
}

/**
 * Most names one file is given: ext4 allows 65 000 links to a file, and one of Next's navigation files
 * is the same under every page. A set of identical files starts anew here.
 */
export const MAX_NAMES_PER_FILE = 30_000;

/**
 * Keeps identical files once: the first file with a content keeps its bytes and gets its twin made;
 * each repeat becomes a hard link to it, and its twin a link to the first's twin. After
 * `maxNames` names (or a file system's own lower limit, EMLINK), the next repeat starts a new set.
 * @param {{ twinSuffix: string, maxNames?: number }} options
 */
export function identicalFilesKeptOnce({ twinSuffix, maxNames = MAX_NAMES_PER_FILE }) {
  /** @type {Map<string, Promise<{ file: string, names: number } | null>>} */
  const sets = new Map();
  return {
    /**
     * @param {string} file @param {string} content a hash of the file's bytes
     * @param {() => Promise<void>} makeTwin writes the file's twin
     * @returns {Promise<boolean>} true when the file became a link to an earlier one
     */
    async keep(file, content, makeTwin) {
      const seen = sets.get(content);
      const first = seen && (await seen);
      if (first && first.names < maxNames) {
        first.names++;
        try {
          await replaceWithLink(first.file, file);
          await replaceWithLink(`${first.file}${twinSuffix}`, `${file}${twinSuffix}`);
          return true;
        } catch (error) {
          if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EMLINK') throw error;
          first.names = maxNames;
        }
      }
      const made = makeTwin();
      if (!first || first.names >= maxNames)
        sets.set(
          content,
          made.then(
            () => ({ file, names: 1 }),
            () => null,
          ),
        );
      await made;
      return false;
    },
  };
}
