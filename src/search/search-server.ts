// Search on the server (MCP's search_docs) with the dialog's own index and ranking (search-client.ts),
// its files read from public/ instead of fetched.
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

/** The index's files under `publicDir`; the paths are the index's own (`search.json`, `search/<hex>/…`). */
function diskIndex(publicDir: string): WordIndex {
  return new WordIndex(async (file) => {
    const absolute = path.resolve(publicDir, file);
    if (!absolute.startsWith(publicDir + path.sep)) return null;
    try {
      // Read at run time from public/, written after the build: nothing for Turbopack to trace.
      return await readFile(/* turbopackIgnore: true */ absolute);
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
export async function searchDocsOnServer(query: string, root = /* turbopackIgnore: true */ process.cwd()): Promise<SearchHit[]> {
  const publicDir = path.join(root, 'public');
  let index = indexes.get(publicDir);
  if (!index) {
    index = diskIndex(publicDir);
    indexes.set(publicDir, index);
  }
  return (await searchWith(index, query))?.hits ?? [];
}
