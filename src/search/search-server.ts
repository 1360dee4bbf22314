// Search on the server (MCP's search_docs) with the dialog's own index and ranking (search-client.ts),
// its files read from the built site (out/) instead of fetched.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { searchWith } from './search-client';
import type { SearchHit } from './search-model';
import { ENTRY_FILE, WordIndex } from './word-index-query';

export class SearchIndexMissingError extends Error {
  constructor(file: string) {
    super(`The search index is not built (${file} is missing): run npm run build.`);
    this.name = 'SearchIndexMissingError';
  }
}

/** The index's files under `siteDir`; the paths are the index's own (`search.json`, `search/<hex>/…`). */
function diskIndex(siteDir: string): WordIndex {
  return new WordIndex(async (file) => {
    const absolute = path.resolve(siteDir, file);
    if (!absolute.startsWith(siteDir + path.sep)) return null;
    try {
      return await readFile(absolute);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      if (file === ENTRY_FILE) throw new SearchIndexMissingError(absolute);
      return null;
    }
  });
}

/** One index per folder, for the process's life: the build it serves does not change under it. */
const indexes = new Map<string, WordIndex>();

/** The dialog's hits for `query`, the same as the dialog shows once the query is typed, searched in this process. */
export async function searchDocsOnServer(query: string, siteDir = path.resolve('out')): Promise<SearchHit[]> {
  let index = indexes.get(siteDir);
  if (!index) {
    index = diskIndex(siteDir);
    indexes.set(siteDir, index);
  }
  return (await searchWith(index, query))?.hits ?? [];
}
