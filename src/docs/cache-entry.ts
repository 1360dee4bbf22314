// One entry of a cache kept on disk between builds (under .next/cache/), in a file named by the
// caller's content key. A missing or unreadable entry is a miss; a failed write is skipped.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function readCacheEntry(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch(() => null);
}

/** The folders this process has made (or found): a build writes thousands of entries into a few. */
const made = new Map<string, Promise<unknown>>();
const madeFolder = (folder: string) => {
  let making = made.get(folder);
  if (!making) {
    making = mkdir(folder, { recursive: true });
    made.set(folder, making);
    making.catch(() => made.delete(folder));
  }
  return making;
};

/** Written whole, then renamed into place: a build killed halfway leaves no torn entry. */
export async function writeCacheEntry(file: string, text: string): Promise<void> {
  const partial = `${file}.${process.pid}.tmp`;
  await madeFolder(path.dirname(file))
    .then(() => writeFile(partial, text))
    .then(() => rename(partial, file))
    .catch(() => undefined); // no cache (a read-only deployment): the next run does the work again, slower, not wrong
}

/**
 * A hash of the files an entry's making depends on (files, and every file under folders), read under
 * `root`: a change to any of them retires the entries made before it. A missing one hashes as absent.
 */
export function sourcesHash(root: string, { files = [], folders = [] }: { files?: readonly string[]; folders?: readonly string[] }): string {
  const hash = createHash('sha256');
  const add = (file: string) => {
    const absolute = path.join(/* turbopackIgnore: true */ root, file);
    if (existsSync(absolute) && statSync(absolute).isFile()) hash.update(file).update('\0').update(readFileSync(absolute));
  };
  files.forEach(add);
  for (const folder of folders) {
    const absolute = path.join(/* turbopackIgnore: true */ root, folder);
    if (existsSync(absolute)) readdirSync(absolute, { recursive: true, encoding: 'utf8' }).sort().forEach((name) => add(`${folder}/${name}`));
  }
  return hash.digest('hex');
}
