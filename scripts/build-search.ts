// Runs after `next build`: the search index is built from the pages exactly as they were rendered.
import { docsPages } from '../src/docs/links/content-index.build';
import { buildSearchIndex } from '../src/search/build-search-index.build';

const started = performance.now();
docsPages()
  .then((expectedPages) => buildSearchIndex({ expectedPages }))
  .then(({ pages }) => console.log(`search: indexed ${pages} pages in ${Math.round(performance.now() - started)} ms`))
  .catch((error: unknown) => {
    console.error(`search: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
