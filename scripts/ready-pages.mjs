// Runs after `next build` (npm run build): finishes every prerendered page once, so server.mjs can send
// it as a file (src/hosting/ready-pages.mjs). For each page it writes, under .next/ready-pages/:
//   - the HTML as sent (paint-first loader in place), as brotli and as gzip: no plain copy, since a
//     client that takes neither is rare and gets the gzip file decompressed (at 10 000 pages a plain
//     copy would be ~1.6 GB more output);
//   - a sidecar `.json` with its ETag and the hashes of its inline scripts, from which the server
//     makes the page's Content-Security-Policy (the peers and the report path are the server's);
// and the list of the pages' paths. A page whose framework scripts paint-first does not recognise
// stops the build, as it would be sent with a loader that loads nothing. The twins are kept between
// builds (scripts/twin-cache.mjs): the build id hashes only the code (src/hosting/build-id.mjs), so
// after a content edit the pages it did not touch come out byte for byte as before and keep theirs.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { glob } from 'tinyglobby';
import { eachConcurrently } from './each-concurrently.mjs';
import { twinCache } from './twin-cache.mjs';
import { paintFirstRecognises } from '../src/hosting/paint-first.mjs';
import { brotliQualityFor, finishPage, pagePathOf, READY_PAGES_DIR, READY_PAGES_LIST, readyPageFile } from '../src/hosting/ready-pages.mjs';

const NEXT_PAGES_DIR = '.next/server/app';
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A prerendered page Next sends with another status (its `.meta` says so) is not a page to send as 200. */
function prerenderedStatus(/** @type {string} */ htmlFile) {
  try {
    const meta = JSON.parse(readFileSync(htmlFile.replace(/\.html$/, '.meta'), 'utf8'));
    return typeof meta.status === 'number' ? meta.status : 200;
  } catch {
    return 200;
  }
}

const started = performance.now();
await rm(READY_PAGES_DIR, { recursive: true, force: true });
const files = await glob('**/*.html', { cwd: NEXT_PAGES_DIR });
const quality = brotliQualityFor(files.length);
const twins = twinCache('.next/cache/tessera-ready-pages');
/** @type {string[]} */
const pages = [];
let raw = 0;
let sent = 0;
await eachConcurrently(files, async (file) => {
  const pagePath = pagePathOf(file);
  const source = path.join(NEXT_PAGES_DIR, file);
  if (!pagePath || prerenderedStatus(source) !== 200) return;
  const html = await readFile(source, 'utf8');
  if (!paintFirstRecognises(html)) {
    throw new Error(
      `${source} loads Next's chunks with script tags paint-first does not recognise (src/hosting/paint-first.mjs, docs/next-internals.md).`,
    );
  }
  const finished = finishPage(html);
  const bytes = Buffer.from(finished.html);
  const [br, gz] = await Promise.all([
    twins.twin(`br${quality}`, bytes, () =>
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    ),
    twins.twin('gz', bytes, () => gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION })),
  ]);
  const target = path.join(READY_PAGES_DIR, readyPageFile(pagePath));
  await mkdir(path.dirname(target), { recursive: true });
  const etag = `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  await Promise.all([
    writeFile(`${target}.br`, br),
    writeFile(`${target}.gz`, gz),
    writeFile(`${target}.json`, JSON.stringify({ etag, scriptHashes: finished.scriptHashes })),
  ]);
  pages.push(pagePath);
  raw += bytes.length;
  sent += br.length;
});
pages.sort();
await twins.prune();
await writeFile(path.join(READY_PAGES_DIR, READY_PAGES_LIST), `${JSON.stringify(pages)}\n`);
console.log(
  `ready pages: ${pages.length} pages finished as gzip and brotli (quality ${quality}; ${twins.made} twins compressed, the others kept), ${Math.round(raw / 1024)} KiB → ${Math.round(sent / 1024)} KiB brotli, ` +
    `in ${Math.round(performance.now() - started)} ms → ${READY_PAGES_DIR}/`,
);
