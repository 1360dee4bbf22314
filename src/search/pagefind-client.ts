// Loads Pagefind's browser API from /pagefind/ when search opens (never bundled), and turns its
// results into search hits. Only the index chunks a query needs are downloaded, and the result
// fragments (titles, excerpts) only for the query still being asked.
import { indexQuery, MAX_RESULTS, type SearchHit } from './search-model';

type PagefindSubResult = { title: string; url: string; excerpt: string };
type PagefindData = { url: string; excerpt: string; meta: Record<string, string | undefined>; sub_results?: PagefindSubResult[] };
type PagefindResult = { id: string; data: () => Promise<PagefindData> };
/** Pagefind's own search API (pagefind.js), in the browser or, for MCP, in Node (pagefind-server.ts). */
export type PagefindApi = {
  options: (options: { basePath?: string; baseUrl?: string; excerptLength?: number; noWorker?: boolean }) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
};

export const PAGEFIND_URL = '/pagefind/pagefind.js';

let loading: Promise<PagefindApi> | null = null;

export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (async () => {
    const api = (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ PAGEFIND_URL)) as PagefindApi;
    // No worker: it is one more script (~12 KB) for searches that take milliseconds on the main thread.
    await api.options({ baseUrl: '/', excerptLength: 24, noWorker: true });
    await api.init();
    return api;
  })().catch((error: unknown) => {
    loading = null; // a failed load (offline, blocked) may be retried on the next query
    throw error;
  });
  return loading;
}

/** Starts loading the engine (script, wasm, index entry) so that a query then costs only its index. */
export function preloadSearch(): void {
  loadPagefind().catch(() => {
    // reported when a query needs it (the dialog says search is unavailable)
  });
}

/**
 * The best hits for a query: for each page, its best-matching section when it has headings. Null
 * when `signal` aborted first (a newer query superseded it): its fragments are never fetched.
 */
export async function searchDocs(query: string, signal?: AbortSignal): Promise<SearchHit[] | null> {
  return searchWith(await loadPagefind(), query, signal);
}

/** The search both the dialog and MCP's search_docs run: same query rules, ranking and hits. */
export async function searchWith(api: PagefindApi, query: string, signal?: AbortSignal): Promise<SearchHit[] | null> {
  if (signal?.aborted) return null;
  const response = await api.search(indexQuery(query));
  if (!response || signal?.aborted) return null;
  const pages = await Promise.all(response.results.slice(0, MAX_RESULTS).map((result) => result.data()));
  return pages.map((page) => {
    const best = page.sub_results?.find((sub) => sub.url !== page.url) ?? page.sub_results?.[0];
    const title = page.meta.title ?? page.url;
    return {
      url: best?.url ?? page.url,
      title: best && best.title !== title ? `${title} › ${best.title}` : title,
      section: page.meta.section ?? 'Docs',
      excerpt: best?.excerpt ?? page.excerpt,
    };
  });
}
