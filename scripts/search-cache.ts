// Where the build keeps the docs pages' search documents between builds (`next build` keeps .next/cache),
// keyed by the code and packages that make them, so a change to those retires the old ones.
import path from 'node:path';
import { cacheKey } from '../src/docs/cache-entry.mjs';
import type { DocumentCache } from '../src/docs/search-documents.build';

export function searchDocumentCache(root = process.cwd()): DocumentCache {
  const salt = cacheKey(root, { code: ['src/docs/search-documents.build.ts'] });
  return { dir: path.join(root, '.next/cache/tessera-search'), salt };
}
