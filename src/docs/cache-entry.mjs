// One entry of a cache kept on disk between builds (under .next/cache/), in a file named by the
// caller's content key. A missing or unreadable entry is a miss; a failed write is skipped. Plain
// JavaScript, so the build's .mjs steps (scripts/precompress.mjs) keep their entries the same way.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** @param {string} file @returns {Promise<string | null>} */
export async function readCacheEntry(file) {
  return readFile(file, 'utf8').catch(() => null);
}

/** @param {string} file @returns {Promise<Buffer | null>} */
export async function readCacheBytes(file) {
  return readFile(file).catch(() => null);
}

/** The folders this process has made (or found): a build writes thousands of entries into a few. @type {Map<string, Promise<unknown>>} */
const made = new Map();
/** @param {string} folder */
const madeFolder = (folder) => {
  let making = made.get(folder);
  if (!making) {
    making = mkdir(folder, { recursive: true });
    made.set(folder, making);
    making.catch(() => made.delete(folder));
  }
  return making;
};

/**
 * Written whole, then renamed into place: a build killed halfway leaves no torn entry.
 * @param {string} file @param {string | Uint8Array} content @returns {Promise<void>}
 */
export async function writeCacheEntry(file, content) {
  const partial = `${file}.${process.pid}.tmp`;
  await madeFolder(path.dirname(file))
    .then(() => writeFile(partial, content))
    .then(() => rename(partial, file))
    .catch(() => undefined); // no cache (a read-only deployment): the next run does the work again, slower, not wrong
}

/** What an import names, in TypeScript or JavaScript: `from '…'`, `import '…'`, `import('…')`. */
const IMPORTED = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"\n]+)['"]/g;
/** How a specifier without its extension finds its file. */
const ENDINGS = ['', '.ts', '.tsx', '.mjs', '.js', '.json', '/index.ts', '/index.tsx', '/index.mjs'];

/**
 * The file an import of ours names (relative, or `@/` for src/), or null for a package's (the lock
 * file stands for those) or one that is not there.
 * @param {string} root @param {string} from the importing file, relative to root @param {string} specifier
 */
function importedFile(root, from, specifier) {
  let base;
  if (specifier.startsWith('.')) base = path.join(path.dirname(from), specifier);
  else if (specifier.startsWith('@/')) base = path.join('src', specifier.slice(2));
  else return null;
  for (const ending of ENDINGS) {
    const candidate = base + ending;
    const absolute = path.join(/* turbopackIgnore: true */ root, candidate);
    if (existsSync(absolute) && statSync(absolute).isFile()) return candidate.split(path.sep).join('/');
  }
  return null;
}

/**
 * The key of a build cache: a hash of what its entries are made by, read under `root`. That is the
 * lock file (the packages), the `code` modules and every file of ours they import, followed to the
 * end, so no list of files or format number has to be kept by hand; the `data` files it reads, whole;
 * and the names alone of the files under `listed` (folders whose names already carry a hash of their
 * bytes, such as the published images). A change to any of them retires the entries made before it.
 * @param {string} root
 * @param {{ code: readonly string[], data?: readonly string[], listed?: readonly string[] }} inputs
 * @returns {string}
 */
export function cacheKey(root, { code, data = [], listed = [] }) {
  const hash = createHash('sha256');
  for (const file of data)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(/* turbopackIgnore: true */ root, file)))
      .update('\0');
  const files = ['package-lock.json', ...code];
  for (let index = 0; index < files.length; index += 1) {
    const file = /** @type {string} */ (files[index]);
    const absolute = path.join(/* turbopackIgnore: true */ root, file);
    if (!existsSync(absolute)) {
      hash.update(`${file}\0(absent)\0`);
      continue;
    }
    const bytes = readFileSync(absolute);
    hash.update(file).update('\0').update(bytes);
    if (file.endsWith('.json')) continue;
    for (const [, specifier] of bytes.toString('utf8').matchAll(IMPORTED)) {
      const imported = importedFile(root, file, /** @type {string} */ (specifier));
      if (imported && !files.includes(imported)) files.push(imported);
    }
  }
  for (const folder of listed) {
    const absolute = path.join(/* turbopackIgnore: true */ root, folder);
    const names = existsSync(absolute) ? readdirSync(absolute, { recursive: true, encoding: 'utf8' }).sort() : [];
    hash.update(`${folder}\0${names.join('\n')}\0`);
  }
  return hash.digest('hex');
}
