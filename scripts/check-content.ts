// Build step before `next build`: checks every content page's links and anchors in one pass
// (src/docs/links/check-content.build.ts), and keeps the search documents and Markdown bodies of the
// pages it parses. The same check runs inside the MDX pipeline in `next dev`;
// the build skips it there (TESSERA_LINKS_CHECKED), since this pass sees the whole site as it is now.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { register } from 'fumadocs-mdx/node';
import type { Root } from 'mdast';
import { glob } from 'tinyglobby';
import { searchDocumentCache } from './search-cache';

// The content source (src/docs/source.ts) imports MDX collections (.source/, which `npm run build` has
// fumadocs-mdx write first), loaded in Node through fumadocs-mdx's hooks.
register();
const { brokenContentLinks } = await import('../src/docs/links/check-content.build');
const { CHANGELOG_DIR, CONTENT_DIR } = await import('../src/docs/links/content-index.build');
const { searchDocumentKeeper } = await import('../src/docs/search-documents.build');
const { keepMarkdownBody, markdownBodyCache } = await import('../src/docs/machine/markdown-body');

/** Kept by `next build` between builds, like the compiled pages beside it. */
const FACTS_CACHE_DIR = path.resolve('.next/cache/tessera-links');

async function main() {
  const started = performance.now();
  const files = [
    ...(await glob(['**/*.mdx', '**/*.md'], { cwd: CONTENT_DIR, absolute: true })),
    ...(await glob(['**/*.mdx'], { cwd: CHANGELOG_DIR, absolute: true })),
  ].sort();
  // Cached facts depend on the packages that read them (the heading slugger): the lock file says which.
  const salt = existsSync('package-lock.json') ? createHash('sha256').update(readFileSync('package-lock.json')).digest('hex') : '';
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
  const failures = await brokenContentLinks(files, { cache: { dir: FACTS_CACHE_DIR, salt }, onParsed });
  if (failures.length > 0) {
    console.error(`content: ${failures.join('\n')}`);
    process.exit(1);
  }
  console.log(`content: links and anchors of ${files.length} pages resolve (${Math.round(performance.now() - started)} ms)`);
}

main().catch((error: unknown) => {
  console.error(`content: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
