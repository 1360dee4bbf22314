// Prepares the bench copy of this site: the project's code and configuration with the peers' generated
// corpus as its only docs, so our build runs on the very pages the peers build, and the real site
// (content/, .next/, public/search/) is never touched.
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { cpSync, existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromiumArgs, ensureChromium } from '../../e2e/support/chromium';
import { withProductionServer } from './production-server';
import { measureSearch } from './search-measure';

/** Not copied: outputs, caches, VCS data, and the site's own content (the corpus replaces it). */
const SKIPPED = new Set([
  'node_modules',
  '.next',
  'out',
  'host',
  '.git',
  '.source',
  'test-results',
  'playwright-report',
  'blob-report',
  'tsconfig.tsbuildinfo',
  'content',
  path.join('public', 'search'),
  path.join('public', 'search.json'),
]);

/** URL prefix of the corpus pages on our site, and where the harness finds its two measured pages. */
export const CORPUS_LINK_PREFIX = '/docs';
export const CORPUS_PATHS = { home: '/docs', doc: '/docs/s05/page-050' } as const;

type WriteCorpus = (
  dir: string,
  options: { n: number; linkPrefix: string; sectionMeta: (dirName: string, section: number, absolute: string) => void },
) => void;

/**
 * Copies the project from `repo` to `site` (node_modules hard-linked, so it is instant and takes no
 * space), then writes the harness's corpus of `pages` pages as content/docs. The changelog and the
 * OpenAPI reference are left out: the peers build the corpus alone.
 */
export async function prepareBenchSite({ repo, site, harness, pages }: { repo: string; site: string; harness: string; pages: number }) {
  rmSync(site, { recursive: true, force: true });
  mkdirSync(site, { recursive: true });
  cpSync(repo, site, { recursive: true, filter: (source) => !SKIPPED.has(path.relative(repo, source)) });
  try {
    execFileSync('cp', ['-al', path.join(repo, 'node_modules'), path.join(site, 'node_modules')]);
  } catch {
    // Another filesystem: hard links are impossible, a symlink is the next cheapest.
    symlinkSync(path.join(repo, 'node_modules'), path.join(site, 'node_modules'));
  }
  const corpus = (await import(pathToFileURL(path.join(harness, 'lib', 'corpus.mjs')).href)) as { writeCorpus: WriteCorpus };
  corpus.writeCorpus(path.join(site, 'content', 'docs'), {
    n: pages,
    linkPrefix: CORPUS_LINK_PREFIX,
    // The same section metadata the harness gives Fumadocs (fumadocs reads meta.json on our side too).
    sectionMeta: (_dirName, section, absolute) =>
      writeFileSync(path.join(absolute, 'meta.json'), JSON.stringify({ title: `Section ${section}` })),
  });
  mkdirSync(path.join(site, 'content', 'changelog'), { recursive: true });
  if (!existsSync(path.join(site, 'content', 'docs', 'index.mdx')))
    throw new Error(`the harness wrote no corpus index into ${site}/content/docs`);
}

/** The shared bench-peers harness: $TESSERA_BENCH_PEERS, else ../shared/bench-peers beside the repo. */
export function findHarness(repo: string): string {
  const harness = process.env.TESSERA_BENCH_PEERS
    ? path.resolve(process.env.TESSERA_BENCH_PEERS)
    : path.resolve(repo, '..', 'shared', 'bench-peers');
  if (!existsSync(path.join(harness, 'bench.mjs')) || !existsSync(path.join(harness, 'lib', 'corpus.mjs'))) {
    throw new Error(`bench-peers harness not found at ${harness} (bench.mjs and lib/corpus.mjs); set TESSERA_BENCH_PEERS to its folder`);
  }
  return harness;
}

/**
 * One cold search on the built bench site, served by server.mjs: the title of corpus page 77 typed
 * into the search dialog opened on the doc page (the query the harness uses for the peers).
 */
export async function measureCorpusSearch(site: string, harness: string) {
  const corpus = (await import(pathToFileURL(path.join(harness, 'lib', 'corpus.mjs')).href)) as {
    pageMeta: (page: number) => { title: string };
  };
  const query = corpus.pageMeta(77).title.replace(/\s*\(\d+\)$/, '');
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs() });
  try {
    const measured = await withProductionServer((origin) => measureSearch(browser, origin, query, CORPUS_PATHS.doc), { cwd: site });
    return { query, measured };
  } finally {
    await browser.close();
  }
}
