// One entry of a cache kept on disk between builds (under .next/cache/), in a file named by the
// caller's content key. A missing or unreadable entry is a miss; a failed write is skipped.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export async function readCacheEntry(file: string): Promise<string | null> {
  return readFile(file, 'utf8').catch(() => null);
}

/** Written whole, then renamed into place: a build killed halfway leaves no torn entry. */
export async function writeCacheEntry(file: string, text: string): Promise<void> {
  const partial = `${file}.${process.pid}.tmp`;
  await mkdir(path.dirname(file), { recursive: true })
    .then(() => writeFile(partial, text))
    .then(() => rename(partial, file))
    .catch(() => undefined); // no cache (a read-only deployment): the next run does the work again, slower, not wrong
}
