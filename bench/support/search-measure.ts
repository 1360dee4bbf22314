// Measures one search as a first-time visitor: Ctrl+K, then the query typed key by key (30 ms apart,
// as the peers' harness types it). It counts what is downloaded (requests, raw and transferred bytes,
// by kind: the dialog's code, the index's entry, its shards and page lists, the results' page texts), split into what
// opening search costs and what the query costs; and, once loaded, how long results take to follow
// typing.
import type { Browser, Page, Request } from '@playwright/test';

export type SearchCost = { requests: number; bytes: number; transferred: number };
export type SearchMeasure = SearchCost & {
  /** Downloaded as the dialog opened, before the first key. */
  onOpen: SearchCost;
  /** Downloaded for the typed query. */
  forQuery: SearchCost;
  /** Transferred bytes by kind of file. */
  byKind: Record<SearchFileKind, SearchCost>;
  firstResultMs: number;
};

export type SearchFileKind = 'dialog code' | 'index entry' | 'shards' | 'page lists' | 'page texts' | 'other';

export function searchFileKind(url: string): SearchFileKind {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/_next/static/')) return 'dialog code';
  if (pathname === '/search.json') return 'index entry';
  const kind = /^\/search\/[0-9a-f]+\/([spt])\//.exec(pathname)?.[1];
  if (kind === 's') return 'shards';
  if (kind === 't') return 'page lists';
  if (kind === 'p') return 'page texts';
  return 'other';
}

type Fetched = { request: Request; afterFirstKey: boolean };

const TYPING_DELAY_MS = 30;
const emptyCost = (): SearchCost => ({ requests: 0, bytes: 0, transferred: 0 });

/** Waits until no request has finished for `quietMs`. */
async function settle(page: Page, fetched: Fetched[], quietMs = 700) {
  let seen = -1;
  while (seen !== fetched.length) {
    seen = fetched.length;
    await page.waitForTimeout(quietMs);
  }
}

export async function measureSearch(browser: Browser, origin: string, query: string, startPath = '/docs'): Promise<SearchMeasure> {
  const page = await browser.newPage();
  try {
    await page.goto(`${origin}${startPath}`, { waitUntil: 'networkidle' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const fetched: Fetched[] = [];
    let typing = false;
    page.on('requestfinished', (request) => {
      const kind = searchFileKind(request.url());
      if (kind !== 'other') fetched.push({ request, afterFirstKey: typing });
    });
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search the docs' });
    await input.waitFor();
    await settle(page, fetched);
    typing = true;
    await input.pressSequentially(query, { delay: TYPING_DELAY_MS });
    await page
      .getByRole('status')
      .filter({ hasText: /results|No results/ })
      .waitFor();
    await settle(page, fetched);

    const total = emptyCost();
    const onOpen = emptyCost();
    const forQuery = emptyCost();
    const byKind = Object.fromEntries(
      (['dialog code', 'index entry', 'shards', 'page lists', 'page texts', 'other'] as const).map((kind) => [kind, emptyCost()]),
    ) as Record<SearchFileKind, SearchCost>;
    for (const { request, afterFirstKey } of fetched) {
      const sizes = await request.sizes();
      const transferred = sizes.responseBodySize + sizes.responseHeadersSize;
      const bytes = (await (await request.response())?.body())?.length ?? 0;
      for (const cost of [total, afterFirstKey ? forQuery : onOpen, byKind[searchFileKind(request.url())]]) {
        cost.requests++;
        cost.bytes += bytes;
        cost.transferred += transferred;
      }
    }

    // Warm: the index is loaded; time from typing to the answer (the status announces the count). The
    // words in another order: the same index chunks, but a query not answered yet.
    const words = query.split(/\s+/);
    const warmQuery = words.length > 1 ? words.reverse().join(' ') : `${query} ${query}`;
    await input.fill('');
    const firstResultMs = await page.evaluate(async (text) => {
      const field = document.querySelector<HTMLInputElement>('[role="combobox"]');
      const status = document.querySelector('dialog[open] [role="status"], [role="dialog"] [role="status"]');
      if (!field || !status) return -1;
      const started = performance.now();
      const answered = new Promise<number>((resolve) => {
        new MutationObserver((_, observer) => {
          if (!status.textContent?.trim()) return;
          observer.disconnect();
          resolve(performance.now() - started);
        }).observe(status, { childList: true, subtree: true, characterData: true });
      });
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      return Promise.race([answered, new Promise<number>((resolve) => setTimeout(() => resolve(-1), 3000))]);
    }, warmQuery);
    return { ...total, onOpen, forQuery, byKind, firstResultMs };
  } finally {
    await page.close();
  }
}
