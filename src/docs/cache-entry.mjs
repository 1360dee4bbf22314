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

/**
 * A hash of what an entry's making depends on, read under `root`: the bytes of `files` and of every
 * file under `folders`, and the names alone of the files under `listed` (folders whose names already
 * carry a hash of their bytes, such as the published images). A change to any of them retires the
 * entries made before it; a missing one hashes as absent.
 * @param {string} root
 * @param {{ files?: readonly string[], folders?: readonly string[], listed?: readonly string[] }} sources
 * @returns {string}
 */
export function sourcesHash(root, { files = [], folders = [], listed = [] }) {
  const hash = createHash('sha256');
  /** @param {string} file */
  const add = (file) => {
    const absolute = path.join(/* turbopackIgnore: true */ root, file);
    if (existsSync(absolute) && statSync(absolute).isFile()) hash.update(file).update('\0').update(readFileSync(absolute));
  };
  /** @param {string} folder @returns {string[]} */
  const namesUnder = (folder) => {
    const absolute = path.join(/* turbopackIgnore: true */ root, folder);
    return existsSync(absolute) ? readdirSync(absolute, { recursive: true, encoding: 'utf8' }).sort() : [];
  };
  files.forEach(add);
  for (const folder of folders) namesUnder(folder).forEach((name) => add(`${folder}/${name}`));
  for (const folder of listed) hash.update(`${folder}\0${namesUnder(folder).join('\n')}\0`);
  return hash.digest('hex');
}
