// Where the build keeps the docs pages' search documents between builds (`next build` keeps .next/cache),
// salted with the code and packages that make them, so a change to those retires the old ones.
import path from 'node:path';
import { sourcesHash } from '../src/docs/cache-entry.mjs';
import type { DocumentCache } from '../src/docs/search-documents.build';

export function searchDocumentCache(root = process.cwd()): DocumentCache {
  const salt = sourcesHash(root, {
    files: ['package-lock.json', 'src/search/search-document.ts', 'src/docs/search-documents.build.ts', 'src/docs/nav-label.ts', 'src/docs/nav-model.ts'],
    folders: ['src/mdx', 'src/i18n/messages'],
  });
  return { dir: path.join(root, '.next/cache/tessera-search'), salt };
}
