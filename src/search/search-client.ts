// Search in the browser: the word index (word-index-query.ts) over fetch, loaded when search opens and
// kept for the page's life, turned into the dialog's hits. Only the files a query needs are fetched:
// the shards of its words, the page lists of its common words, and the texts of the pages it shows.
import { hitOf } from './search-excerpt';
import { MAX_RESULTS, type SearchHit } from './search-model';
import { type LoadIndexFile, type Ranking, WordIndex } from './word-index-query';

/** A file of the index from this site; null when it is not there (404). */
const fetchIndexFile: LoadIndexFile = async (path) => {
  const response = await fetch(`/${path}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`/${path} answered ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
};

let index: WordIndex | null = null;
const browserIndex = () => (index ??= new WordIndex(fetchIndexFile));

/** Starts loading the index's entry, so that a query then costs only its own files. */
export function preloadSearch(): void {
  browserIndex()
    .loadEntry()
    .catch(() => {
      // reported when a query needs it (the dialog says search is unavailable); a query tries again
    });
}

/**
 * How many hits the dialog makes at once: each needs its page's text, fetched, so the rest of the
 * list (up to MAX_RESULTS) is fetched when the reader asks for it, not for every key typed.
 */
export const FIRST_RESULTS = 8;

/** A query's hits so far, how many its list holds in all, and the rest of them when asked for. */
export type SearchAnswer = { hits: SearchHit[]; count: number; more: (() => Promise<SearchHit[]>) | null };

/**
 * The best hits for a query: for each page, its best-matching section. Null when `signal` aborted
 * first (a newer query superseded it): the texts of its pages are never fetched.
 */
export function searchDocs(query: string, signal?: AbortSignal): Promise<SearchAnswer | null> {
  return searchWith(browserIndex(), query, { signal, first: FIRST_RESULTS });
}

/**
 * The search both the dialog and MCP's search_docs run: same query rules, ranking and hits. `typing`:
 * the last word may be the start of a longer one (the dialog, as the reader types). `first`: how many
 * hits to make now (all, unless said).
 */
export async function searchWith(
  words: WordIndex,
  query: string,
  { signal, typing = true, first = MAX_RESULTS }: { signal?: AbortSignal; typing?: boolean; first?: number } = {},
): Promise<SearchAnswer | null> {
  if (signal?.aborted) return null;
  const ranking = await words.rank(query, MAX_RESULTS, { typing });
  if (signal?.aborted) return null;
  const hitsOf = (pages: Ranking['pages']) =>
    Promise.all(pages.map(async ({ page, missing }) => hitOf(await words.pageText(page), ranking, missing)));
  const rest = ranking.pages.slice(first);
  return {
    hits: await hitsOf(ranking.pages.slice(0, first)),
    count: ranking.pages.length,
    more: rest.length > 0 ? () => hitsOf(rest) : null,
  };
}
