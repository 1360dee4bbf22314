// Brotli and gzip twins of hashed scripts, stylesheets and the search index, made once at build (docs/performance.md#compressed-twins).
//   node scripts/precompress.mjs [/search/ | /_next/static/]…   (only those folders; every one without)
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { glob } from 'tinyglobby';
import { eachConcurrently } from './each-concurrently.mjs';
import { twinCache } from './twin-cache.mjs';
import { BROTLI_TWIN_MIN_BYTES, brotliTwinQuality, TWIN_FOLDERS, twinPattern } from '../src/hosting/precompressed.mjs';

const compress = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const prefixes = process.argv.slice(2);
const unknown = prefixes.filter((prefix) => !TWIN_FOLDERS.some((twinFolder) => twinFolder.prefix === prefix));
if (unknown.length > 0) throw new Error(`precompress: no twin folder at ${unknown.join(', ')} (src/hosting/precompressed.mjs)`);

for (const twinFolder of TWIN_FOLDERS) {
  if (!existsSync(twinFolder.folder) || (prefixes.length > 0 && !prefixes.includes(twinFolder.prefix))) continue;
  const started = performance.now();
  // A cache per folder: each is twinned in its own process, and each drops what it did not use.
  const twins = twinCache(path.join('.next/cache/tessera-twins', twinFolder.prefix.replaceAll('/', '')));
  let written = 0;
  let before = 0;
  let after = 0;
  const files = await glob(twinPattern(twinFolder), { cwd: twinFolder.folder, absolute: true });
  await eachConcurrently(files, async (file) => {
    const source = await readFile(file);
    if (source.length < BROTLI_TWIN_MIN_BYTES) return;
    const quality = brotliTwinQuality(file);
    const twin = await twins.twin(`br${quality}`, source, () =>
      compress(source, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
    );
    await writeFile(`${file}.br`, twin);
    if (twinFolder.encodings.includes('gzip'))
      await writeFile(`${file}.gz`, await twins.twin('gz', source, () => gzipAsync(source, { level: constants.Z_BEST_COMPRESSION })));
    written++;
    before += source.length;
    after += twin.length;
  });
  console.log(
    `${twinFolder.encodings.join(' and ')} twins ${twinFolder.prefix}: ${written} files, ${Math.round(before / 1024)} KiB → ${Math.round(after / 1024)} KiB (${twins.made} twins compressed, the others kept), in ${Math.round(performance.now() - started)} ms`,
  );
  await twins.prune();
}
