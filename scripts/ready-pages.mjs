// After `next build`: finishes every prerendered page once, into the folder server.mjs sends from
// (docs/deployment.md#prerendered-pages-as-files-from-the-node-server).
import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { eachConcurrently } from './each-concurrently.mjs';
import { twinCache } from './twin-cache.mjs';
import { finishedPage, saveReadyPage } from '../src/hosting/ready-page-store.mjs';
import { pagePathOf, READY_PAGES_DIR, READY_PAGES_LIST } from '../src/hosting/ready-pages.mjs';

const NEXT_PAGES_DIR = '.next/server/app';

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
const twins = twinCache('.next/cache/tessera-ready-pages');
/** @type {string[]} */
const pages = [];
let raw = 0;
let sent = 0;
await eachConcurrently(files, async (file) => {
  const pagePath = pagePathOf(file);
  const source = path.join(NEXT_PAGES_DIR, file);
  if (!pagePath || prerenderedStatus(source) !== 200) return;
  const page = await finishedPage(await readFile(source, 'utf8'), twins.twin);
  await saveReadyPage(READY_PAGES_DIR, pagePath, page);
  pages.push(pagePath);
  raw += page.size;
  sent += page.br.length;
});
pages.sort();
await twins.prune();
await writeFile(path.join(READY_PAGES_DIR, READY_PAGES_LIST), `${JSON.stringify(pages)}\n`);
console.log(
  `ready pages: ${pages.length} pages finished as gzip and brotli (${twins.made} twins compressed, the others kept), ${Math.round(raw / 1024)} KiB → ${Math.round(sent / 1024)} KiB brotli, ` +
    `in ${Math.round(performance.now() - started)} ms → ${READY_PAGES_DIR}/`,
);
