// After `next build` (npm run build): finishes out/ once, for every host: each page's policy, the start-up chunks'
// compile hints, the source maps moved out, the hosts' files, the twins (docs/deployment.md#static-export-for-any-cdn).
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import nextEnv from '@next/env';
import { glob } from 'tinyglobby';
import { shiftSourceMap, withCompileHint } from '../src/hosting/compile-hints.build';
import { withCspMeta } from '../src/hosting/csp-meta.build';
import { paintBeforeHydration } from '../src/hosting/paint-first.mjs';
import { sourceMapNamed, withoutSourceMapComment } from '../src/monitoring/hidden-source-maps.build';
import { HIDDEN_SOURCE_MAPS_DIR, monitoringNextConfig } from '../src/monitoring/next-config.mjs';
import { consoleBaseUrl } from '../src/api-reference/console/console-base-url.build.mjs';
import { cspPeersFromEnv } from '../src/security/content-security-policy.mjs';
import { headersFile, staticHeaderRules } from '../src/hosting/static-headers';
import { NGINX_BUILD_CONFIG, nginxBuildConfig } from '../src/hosting/nginx-config.build';
import { redirectAddresses, redirectPage, redirectsFile } from '../src/hosting/redirects.mjs';
import { siteRedirects } from '../src/docs/links/content-index.build';
import { publishAgentSkills, verifyAgentSkills } from '../src/docs/machine/agent-skills.build';
import { hasLocalePage, type Locale, PREFIXED_LOCALES } from '../src/i18n/locales';
import { siteTranslations, STATIC_EXPORT_DIR } from '../src/hosting/next-config.mjs';
import { siteUrl } from '../src/config/site';

/** Files worth compressing once at build: text, and the search index's files. */
const PRECOMPRESSED = '**/*.{html,js,css,txt,md,xml,json,svg,bin}';
const PRECOMPRESS_MIN_BYTES = 1024;
const STATIC_DIR = path.join(STATIC_EXPORT_DIR, '_next', 'static');
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
/**
 * Brotli's best for the content-hashed files (scripts, styles, the search index: few, and fetched on every
 * first visit); for pages, a quality fast enough for every page of a large site and still smaller than gzip's best.
 */
const brotliQuality = (file: string) => (/^(_next\/static|search)\//.test(path.relative(STATIC_EXPORT_DIR, file)) ? 11 : 5);

/** Gives each text file its gzip and brotli twins, which the thin host (sirv) and nginx (gzip_static) send as they are. */
async function precompress(): Promise<number> {
  const files = await glob(PRECOMPRESSED, { cwd: STATIC_EXPORT_DIR, absolute: true });
  let compressed = 0;
  // As many at once as there are cores (zlib compresses on libuv's threads).
  const worker = async () => {
    for (let file = files.pop(); file !== undefined; file = files.pop()) {
      const bytes = await readFile(file);
      if (bytes.length < PRECOMPRESS_MIN_BYTES) continue;
      await writeFile(`${file}.gz`, await gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }));
      await writeFile(`${file}.br`, await brotliAsync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality(file) } }));
      compressed++;
    }
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
  return compressed;
}

/**
 * Each script and stylesheet once: the chunks pages load at start-up get their compile hint (their map shifted to
 * match; docs/performance.md#less-work-after-the-first-paint), and every source map leaves out/ for the tunnel alone
 * (docs/error-reporting.md#readable-stack-traces), named after its chunk.
 */
async function finishChunks(startUp: ReadonlySet<string>): Promise<{ hinted: number; maps: number }> {
  // A build whose pages name no chunks has changed shape under us: say so rather than mark nothing.
  if (startUp.size === 0) throw new Error('no page loads a start-up chunk to give a compile hint');
  const hiddenDir = path.resolve(HIDDEN_SOURCE_MAPS_DIR);
  await rm(hiddenDir, { recursive: true, force: true });
  let hinted = 0;
  let maps = 0;
  const hide = async (map: string, target: string, shift: boolean) => {
    await mkdir(path.dirname(target), { recursive: true });
    if (shift) await writeFile(map, shiftSourceMap(await readFile(map, 'utf8')));
    await rename(map, target);
    maps++;
  };
  for (const file of await glob('**/*.{js,css}', { cwd: STATIC_DIR, absolute: true })) {
    const text = await readFile(file, 'utf8');
    const mapName = sourceMapNamed(text);
    const unmapped = mapName ? withoutSourceMapComment(text) : text;
    const hint = startUp.has(`/_next/static/${path.relative(STATIC_DIR, file).split(path.sep).join('/')}`);
    const finished = hint ? withCompileHint(unmapped) : unmapped;
    if (hint) hinted++;
    if (finished !== text) await writeFile(file, finished);
    if (!mapName) continue;
    const map = path.resolve(path.dirname(file), mapName);
    if (!map.startsWith(STATIC_DIR + path.sep)) throw new Error(`${file} names a source map outside ${STATIC_DIR}`);
    // Turbopack gives a map a name of its own.
    if (existsSync(map)) await hide(map, path.join(hiddenDir, `${path.relative(STATIC_DIR, file)}.map`), finished !== unmapped);
  }
  if (hinted < startUp.size) throw new Error(`${startUp.size - hinted} start-up chunks the pages name are not under ${STATIC_DIR}`);
  // Maps no chunk names (none expected) must not be served either.
  for (const stray of await glob('**/*.map', { cwd: STATIC_DIR, absolute: true })) {
    await hide(stray, path.join(hiddenDir, path.relative(STATIC_DIR, stray)), false);
  }
  if (monitoringNextConfig(process.env).sourceMaps && maps === 0)
    throw new Error('error reporting is configured but the build wrote no browser source maps');
  return { hinted, maps };
}

/**
 * Next's per-segment prefetch data (`__next.*.txt`), which only a prefetching link reads: ours prefetch nothing
 * (`prefetch={false}`), and a navigation fetches the page's whole `<page>.txt`. They were a third of the export.
 */
async function dropSegmentPrefetches(): Promise<number> {
  const files = await glob('**/__next.*', { cwd: STATIC_EXPORT_DIR, absolute: true });
  await Promise.all(files.map((file) => rm(file)));
  return files.length;
}

async function main() {
  const started = performance.now();
  if (!existsSync(path.join(STATIC_EXPORT_DIR, 'index.html'))) {
    throw new Error(`${STATIC_EXPORT_DIR}/index.html is missing: next build wrote no export (run npm run build).`);
  }
  // The peers the policy allows come from the same configuration the build read (.env files included).
  nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  const peers = cspPeersFromEnv(process.env, consoleBaseUrl(process.env));

  // Next's prerendered pages and the code that rendered them, copied into out/: nothing reads them after the build.
  await rm(path.resolve('.next/server/app'), { recursive: true, force: true });
  const segments = await dropSegmentPrefetches();
  // A skill's links to the Markdown copies (scripts/build-copies.ts) are checked.
  const skills = await publishAgentSkills(STATIC_EXPORT_DIR);

  const htmlFiles = await glob('**/*.html', { cwd: STATIC_EXPORT_DIR, absolute: true, ignore: ['search/**'] });
  const startUp = new Set<string>();
  for (const file of htmlFiles) {
    try {
      const { html, chunks } = paintBeforeHydration(await readFile(file, 'utf8'));
      for (const chunk of chunks) startUp.add(chunk);
      // The loader is an inline script too, so the page's policy is hashed after it is in place.
      await writeFile(file, withCspMeta(html, peers));
    } catch (error) {
      throw new Error(`${path.relative(process.cwd(), file)}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const chunks = await finishChunks(startUp);
  const rules = staticHeaderRules(peers);
  await writeFile(path.join(STATIC_EXPORT_DIR, '_headers'), headersFile(rules));
  // Moved pages and the locales' English fallbacks: `_redirects` for hosts that read it (nginx: host/nginx.conf), and a page at
  // each former address for hosts that read neither (not for the .md copies: no page can redirect those).
  const translations = siteTranslations(process.cwd());
  const moves = redirectAddresses(await siteRedirects(), PREFIXED_LOCALES, (locale, page) =>
    hasLocalePage(locale as Locale, page, translations),
  );
  await writeFile(path.join(STATIC_EXPORT_DIR, '_redirects'), redirectsFile(moves, PREFIXED_LOCALES));
  await mkdir(path.dirname(NGINX_BUILD_CONFIG), { recursive: true });
  await writeFile(NGINX_BUILD_CONFIG, nginxBuildConfig(rules, moves));
  for (const { from, to } of moves.filter(({ from }) => !from.endsWith('.md'))) {
    const file = path.join(STATIC_EXPORT_DIR, `${from}.html`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, redirectPage(to, siteUrl().origin));
  }
  const compressed = await precompress();
  await verifyAgentSkills(STATIC_EXPORT_DIR);

  console.log(
    `finish out/: ${htmlFiles.length} pages with a CSP <meta>, ${chunks.hinted} start-up chunks with a compile hint, ` +
      `${chunks.maps} source maps moved to ${HIDDEN_SOURCE_MAPS_DIR}, ${skills} agent skills, ` +
      `${compressed} files with gzip and brotli twins, _headers, _redirects (${moves.length}) and ${NGINX_BUILD_CONFIG} written, .next/server/app dropped, ${segments} segment prefetch files dropped, in ${Math.round(performance.now() - started)} ms → ${path.relative(process.cwd(), STATIC_EXPORT_DIR)}/`,
  );
}

main().catch((error: unknown) => {
  console.error(`finish out/: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
