// The search index, from every page's source (docs/search.md); started after `next build`, beside the Markdown copies (npm run build).
//   tsx scripts/build-search.ts [--site DIR]   into public/ (or DIR: out/ for the static export)
//   tsx scripts/build-search.ts --dev          for `npm run dev`: the last index is kept for tabs that loaded it
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { register } from 'fumadocs-mdx/node';
import { parse as parseYaml } from 'yaml';
import { synonymRules } from '../src/search/synonyms';

// The content source (src/docs/source.ts) imports MDX collections, which Node loads through fumadocs-mdx's hooks.
// They compile source.config.ts into a folder of their own: `next build`, running beside, reads `.source/`'s copy.
register({ outDir: '.source/search' });
const { docsPages } = await import('../src/docs/links/content-index.build');
const { buildSearchIndex, SEARCH_SITE_DIR } = await import('../src/search/build-search-index.build');
const { searchDocumentCache, searchDocuments } = await import('../src/docs/search-documents.build');

const SYNONYMS_FILE = 'content/search/synonyms.yml';

const started = performance.now();
const siteAt = process.argv.indexOf('--site');
try {
  const { pages } = await buildSearchIndex({
    siteDir: siteAt >= 0 ? path.resolve(process.argv[siteAt + 1] ?? '') : SEARCH_SITE_DIR,
    expectedPages: await docsPages(),
    documents: searchDocuments(searchDocumentCache()),
    synonyms: existsSync(SYNONYMS_FILE) ? synonymRules(parseYaml(readFileSync(SYNONYMS_FILE, 'utf8')), SYNONYMS_FILE) : [],
    clean: !process.argv.includes('--dev'),
  });
  console.log(`search: indexed ${pages} pages in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  console.error(`search: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
