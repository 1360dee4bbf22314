// Runs after `next build`: the docs pages' search documents from their MDX sources, the REST reference
// and the changelog as Next rendered them (src/search/build-search-index.build.ts).
import { register } from 'fumadocs-mdx/node';
import { searchDocumentCache } from './search-cache';

// The content source (src/docs/source.ts) imports MDX collections, which Node loads through fumadocs-mdx's hooks.
register();
const { docsPages } = await import('../src/docs/links/content-index.build');
const { buildSearchIndex } = await import('../src/search/build-search-index.build');
const { searchDocuments } = await import('../src/docs/search-documents.build');

const started = performance.now();
try {
  const { pages } = await buildSearchIndex({ expectedPages: await docsPages(), documents: searchDocuments(searchDocumentCache()) });
  console.log(`search: indexed ${pages} pages in ${Math.round(performance.now() - started)} ms`);
} catch (error) {
  console.error(`search: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
