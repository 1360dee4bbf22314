// Before `next build`: checks every page's links and anchors, and caches what it parses (docs/performance.md#how-the-build-scales).
// The MDX pipeline runs the same check in `next dev`; the build skips it there (TESSERA_LINKS_CHECKED): this pass sees the whole site.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'fumadocs-mdx/node';
import type { Root } from 'mdast';
import { glob } from 'tinyglobby';
import { cacheKey } from '../src/docs/cache-entry.mjs';

// The content source (src/docs/source.ts) imports MDX collections (.source/, which `npm run build` has
// fumadocs-mdx write first), loaded in Node through fumadocs-mdx's hooks.
register();
const { brokenContentLinks, readPageFacts } = await import('../src/docs/links/check-content.build');
const { hasCachedFacts } = await import('../src/docs/links/page-facts.build');
const { CHANGELOG_DIR, CONTENT_DIR, siteRedirects } = await import('../src/docs/links/content-index.build');
const { searchDocumentCache, searchDocumentKeeper } = await import('../src/docs/search-documents.build');
const { keepMarkdownBody, markdownBodyCache } = await import('../src/docs/machine/markdown-body');

/** Kept by `next build` between builds, like the compiled pages beside it. */
const FACTS_CACHE_DIR = path.resolve('.next/cache/tessera-links');

/** Below this many pages one process parses them all: a helper's start (~1.5 s) would cost more than it saves. */
const HELPERS_FROM_PAGES = 300;
/** Run as a helper: parses the pages named on stdin into the caches, and exits. */
const HELPER_FLAG = '--helper';

function settings() {
  const salt = cacheKey(process.cwd(), { code: ['src/docs/links/page-facts.build.ts'] });
  // Each docs page parsed here also leaves its search document and its Markdown body, so neither the
  // search step nor `next build` parses it again (they make whatever is missing, e.g. for a page added
  // since .source was generated).
  const keepSearchDocument = searchDocumentKeeper(searchDocumentCache());
  const bodies = markdownBodyCache();
  const onParsed = async (file: string, raw: string, tree: Root) => {
    if (path.relative(CONTENT_DIR, file).startsWith('..')) return;
    await keepSearchDocument(file, raw, tree);
    await keepMarkdownBody(bodies, file, raw, tree);
  };
  return { cache: { dir: FACTS_CACHE_DIR, salt }, onParsed };
}

/**
 * Parsing is most of a cold check, so helper processes parse their share of the pages into the caches while this one
 * parses its own. A helper that fails leaves its pages to this process, which then reports any error with the page's name.
 */
async function parseInParallel(all: readonly string[], options: ReturnType<typeof settings>): Promise<void> {
  const processes = Math.min(availableParallelism(), 4);
  if (all.length < HELPERS_FROM_PAGES || processes < 2) return;
  const files: string[] = [];
  for (const file of all) if (!hasCachedFacts(await readFile(file, 'utf8'), options.cache)) files.push(file);
  if (files.length < HELPERS_FROM_PAGES) return;
  const shares = Array.from({ length: processes }, (_, index) => files.filter((_file, at) => at % processes === index));
  const helpers = shares.slice(1).map(
    (share) =>
      new Promise<void>((resolve) => {
        const helper = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), HELPER_FLAG], {
          stdio: ['pipe', 'ignore', 'inherit'],
        });
        helper.on('error', () => resolve());
        helper.on('exit', () => resolve());
        helper.stdin.end(JSON.stringify(share));
      }),
  );
  await readPageFacts(shares[0] ?? [], options);
  await Promise.all(helpers);
}

async function helper() {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  await readPageFacts(JSON.parse(input) as string[], settings());
}

async function main() {
  const started = performance.now();
  const files = [
    ...(await glob(['**/*.mdx', '**/*.md'], { cwd: CONTENT_DIR, absolute: true })),
    ...(await glob(['**/*.mdx'], { cwd: CHANGELOG_DIR, absolute: true })),
  ].sort();
  const options = settings();
  await parseInParallel(files, options);
  const failures = await brokenContentLinks(files, options);
  if (failures.length > 0) {
    console.error(`content: ${failures.join('\n')}`);
    process.exit(1);
  }
  const moves = await siteRedirects();
  console.log(
    `content: links and anchors of ${files.length} pages resolve, ${moves.length} moved pages lead to pages (${Math.round(performance.now() - started)} ms)`,
  );
}

(process.argv.includes(HELPER_FLAG) ? helper() : main()).catch((error: unknown) => {
  console.error(`content: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
