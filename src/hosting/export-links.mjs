// The static export's copy of prerendered pages, as hard links: Next renders every page into
// `.next/server/app/` and then copies each file into `out/` (docs/next-internals.md). At 10 000 pages
// in nine locales that is ~45 GB written twice; a link to the same bytes costs no space. Loaded into
// `next build` by scripts/export-links.mjs (npm run build:static only).
import { link, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where `next build` writes the prerendered pages, for the export to copy. */
export const PRERENDERED_DIR = path.resolve('.next/server/app');
/** Next writes `output: 'export'` builds here. */
export const STATIC_EXPORT_DIR = path.resolve('out');

/**
 * True when copying `source` to `destination` may be a hard link instead: a prerendered file under
 * `from` going to `to`, with no copy flags (Next passes none; a flag such as COPYFILE_EXCL keeps the
 * real copy and its meaning).
 * @param {string} source @param {string} destination @param {number | undefined} mode
 * @param {{ from: string, to: string }} folders absolute paths
 */
export function linkable(source, destination, mode, { from, to }) {
  const inside = (/** @type {string} */ file, /** @type {string} */ folder) => {
    const relative = path.relative(folder, path.resolve(file));
    return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
  };
  return !mode && inside(source, from) && inside(destination, to);
}

/**
 * Wraps `fs.promises` so that its `copyFile` links what `linkable` allows, replacing the destination
 * as a copy would, and falls back to the real copy when the link fails (another device, a file
 * system without links, too many links).
 * @param {typeof import('node:fs').promises} fsPromises
 * @param {{ from: string, to: string }} folders absolute paths
 * @returns {{ linked: () => number, copied: () => number }} how many files went each way
 */
export function linkExportCopies(fsPromises, folders) {
  const copyFile = fsPromises.copyFile;
  let linked = 0;
  let copied = 0;
  /** @type {typeof fsPromises.copyFile} */
  fsPromises.copyFile = async (source, destination, mode) => {
    if (typeof source === 'string' && typeof destination === 'string' && linkable(source, destination, mode, folders)) {
      try {
        await fsPromises.rm(destination, { force: true });
        await fsPromises.link(source, destination);
        linked++;
        return;
      } catch {
        // The real copy below says what is wrong, if anything still is.
      }
    }
    await copyFile(source, destination, mode);
    copied++;
  };
  return { linked: () => linked, copied: () => copied };
}

/** The prerendered files a page is made of (a route handler's body, a page's HTML, navigation data and metadata). */
const PRERENDERED_FILES = /\.(html|rsc|meta|body)$|\.segments$/;
/** A page's per-segment navigation data sits in `<page>.segments/`, which goes whole. */
const SEGMENTS_INSIDE = /\.segments([\\/]|$)/;

/**
 * Removes the export's prerendered pages from `.next/server/app`, once the export holds them: they
 * are links to out/'s files, so this frees nothing yet, but each page rewritten after it then holds
 * its bytes once, not old and new. A static build's `.next` serves nothing (npm run build starts anew).
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
 * Writes `file` anew, renamed into place, so a file linked from `.next/server/app/` (or linked twice,
 * as the 404 page is) changes under this one name only.
 * @param {string} file @param {string | Uint8Array} content @returns {Promise<void>}
 */
export async function replaceFile(file, content) {
  const partial = `${file}.${process.pid}.tmp`;
  await writeFile(partial, content);
  await rename(partial, file);
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
 * Most names one file is given: ext4 allows 65 000 links to a file, and at 10 000 pages one of Next's
 * navigation files is the same under all 90 000 pages. A set of identical files starts anew here.
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
