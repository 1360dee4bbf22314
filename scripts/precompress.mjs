// Runs after the build: a brotli twin (`.br`, highest quality but for Pagefind's fragments) and a gzip twin (`.gz`, best level) of
// each hashed script and stylesheet, and a brotli twin of Pagefind's wasm, index and fragments (made
// from their decompressed bytes), which server.mjs sends as they are (src/hosting/precompressed.mjs);
// per request it could only afford a fast, weaker setting, and Pagefind's files it would not compress
// at all. Twins are kept under .next/cache/tessera-twins by a hash of what they compress, so a rebuild
// compresses only the files that changed (most of Pagefind's index stays the same after one edit).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gzip } from 'node:zlib';
import { glob } from 'tinyglobby';
import { eachConcurrently } from './each-concurrently.mjs';
import { readCacheBytes, writeCacheEntry } from '../src/docs/cache-entry.mjs';
import { BROTLI_TWIN_MIN_BYTES, brotliTwinQuality, TWIN_FOLDERS, twinEncodings, twinPattern } from '../src/hosting/precompressed.mjs';

const compress = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const decompress = promisify(gunzip);
const isGzip = (/** @type {Buffer} */ bytes) => bytes[0] === 0x1f && bytes[1] === 0x8b;

const TWIN_CACHE = '.next/cache/tessera-twins';
/** What else a twin depends on: the compressor's versions (the settings are in the encoding's name). */
const CODEC = `${process.versions.zlib}/${process.versions.brotli}`;

/**
 * The twin of `source` in `encoding`, from the cache when an earlier build made it. A cache that cannot
 * be read or written only costs the compression.
 * @param {string} encoding the encoding and its settings (`br11`, `gz`) @param {Buffer} source @param {() => Promise<Buffer>} make
 */
async function cachedTwin(encoding, source, make) {
  const file = path.join(TWIN_CACHE, createHash('sha256').update(`${CODEC}\0${encoding}\0`).update(source).digest('hex'));
  const hit = await readCacheBytes(file);
  if (hit) return hit;
  const twin = await make();
  await writeCacheEntry(file, twin);
  return twin;
}

for (const twinFolder of TWIN_FOLDERS) {
  if (!existsSync(twinFolder.folder)) continue;
  const started = performance.now();
  let written = 0;
  let before = 0;
  let after = 0;
  const files = await glob(twinPattern(twinFolder), { cwd: twinFolder.folder, absolute: true });
  await eachConcurrently(files, async (file) => {
    const stored = await readFile(file);
    if (stored.length < BROTLI_TWIN_MIN_BYTES) return;
    // A stored file that is not gzip after all is taken as it is.
    const source = twinFolder.gzipped && isGzip(stored) ? await decompress(stored) : stored;
    const quality = brotliTwinQuality(file);
    const twin = await cachedTwin(`br${quality}`, source, () =>
      compress(source, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    );
    // A twin only where it is smaller than what the file already costs on the wire.
    if (twinFolder.gzipped && twin.length >= stored.length) return;
    await writeFile(`${file}.br`, twin);
    if (twinEncodings(twinFolder).includes('gzip')) await writeFile(`${file}.gz`, await cachedTwin('gz', source, () => gzipAsync(source, { level: constants.Z_BEST_COMPRESSION })));
    written++;
    before += twinFolder.gzipped ? stored.length : (await stat(file)).size;
    after += twin.length;
  });
  const was = twinFolder.gzipped ? 'gzip' : 'raw';
  console.log(
    `${twinEncodings(twinFolder).join(' and ')} twins ${twinFolder.prefix}: ${written} files, ${Math.round(before / 1024)} KiB ${was} → ${Math.round(after / 1024)} KiB, in ${Math.round(performance.now() - started)} ms`,
  );
}
