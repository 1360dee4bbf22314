// Runs after `next build`: a brotli twin (`.br`, highest quality) of each hashed script and stylesheet,
// which server.mjs sends as is (src/hosting/precompressed.mjs); per request it could only afford a
// fast, weaker setting.
import { readFile, stat, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';
import { glob } from 'tinyglobby';
import { BROTLI_TWIN_MIN_BYTES, BROTLI_TWIN_PATTERN } from '../src/hosting/precompressed.mjs';

const STATIC_DIR = '.next/static';
const compress = promisify(brotliCompress);
const started = performance.now();
let written = 0;
let before = 0;
let after = 0;
for (const file of await glob(BROTLI_TWIN_PATTERN, { cwd: STATIC_DIR, absolute: true })) {
  if ((await stat(file)).size < BROTLI_TWIN_MIN_BYTES) continue;
  const source = await readFile(file);
  const twin = await compress(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  await writeFile(`${file}.br`, twin);
  written++;
  before += source.length;
  after += twin.length;
}
console.log(`brotli: ${written} twins, ${Math.round(before / 1024)} → ${Math.round(after / 1024)} KiB, in ${Math.round(performance.now() - started)} ms`);
