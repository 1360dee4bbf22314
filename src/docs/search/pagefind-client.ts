// Loads Pagefind's browser API from /pagefind/ on first use (never bundled), and turns its results
// into search hits. Only the index chunks a query needs are downloaded.
import { indexQuery, MAX_RESULTS, type SearchHit } from './search-model';

type PagefindSubResult = { title: string; url: string; excerpt: string };
type PagefindData = { url: string; excerpt: string; meta: Record<string, string | undefined>; sub_results?: PagefindSubResult[] };
type PagefindResult = { id: string; data: () => Promise<PagefindData> };
type PagefindApi = {
  options: (options: { baseUrl?: string; excerptLength?: number }) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string) => Promise<{ results: PagefindResult[] } | null>;
};

export const PAGEFIND_URL = '/pagefind/pagefind.js';

let loading: Promise<PagefindApi> | null = null;

export function loadPagefind(): Promise<PagefindApi> {
  loading ??= (async () => {
    const api = (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ PAGEFIND_URL)) as PagefindApi;
    await api.options({ baseUrl: '/', excerptLength: 24 });
    await api.init();
    return api;
  })().catch((error: unknown) => {
    loading = null; // a failed load (offline, blocked) may be retried on the next query
    throw error;
  });
  return loading;
}

/** The best hits for a query: for each page, its best-matching section when it has headings. */
export async function searchDocs(query: string): Promise<SearchHit[]> {
  const api = await loadPagefind();
  const response = await api.search(indexQuery(query));
  if (!response) return []; // superseded by a newer query
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
