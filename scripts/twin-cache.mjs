// Compressed twins kept between builds under a hash of what they compress and how (docs/performance.md#compressed-twins).
import { createHash } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { readCacheBytes, writeCacheEntry } from '../src/docs/cache-entry.mjs';

/** What else a twin depends on: the compressor's versions (the settings are in the encoding's name). */
const CODEC = `${process.versions.zlib}/${process.versions.brotli}`;

/** @param {string} folder under .next/cache */
export function twinCache(folder) {
  /** @type {Set<string>} */
  const used = new Set();
  let made = 0;
  return {
    /**
     * The twin of `source` in `encoding`, from the cache when an earlier build made it. A cache that
     * cannot be read or written only costs the compression.
     * @param {string} encoding the encoding and its settings (`br11`, `gz`) @param {Uint8Array} source @param {() => Promise<Buffer>} make
     * @returns {Promise<Buffer>}
     */
    async twin(encoding, source, make) {
      const name = createHash('sha256').update(`${CODEC}\0${encoding}\0`).update(source).digest('hex');
      used.add(name);
      const file = path.join(folder, name);
      const hit = await readCacheBytes(file);
      if (hit) return hit;
      const twin = await make();
      made++;
      await writeCacheEntry(file, twin);
      return twin;
    },
    /** How many twins this run compressed (the others came from the cache). */
    get made() {
      return made;
    },
    /** Drops the entries this run did not use. Call once, when every twin is made. */
    async prune() {
      const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
      const stale = entries.filter((entry) => entry.isFile() && !used.has(entry.name));
      await Promise.all(stale.map((entry) => rm(path.join(folder, entry.name), { force: true }).catch(() => undefined)));
    },
  };
}
