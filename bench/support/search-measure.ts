// Measures one search as a first-time visitor: what it downloads from /pagefind/ (requests, raw and
// transferred bytes; the search worker's requests included) and, once loaded, how long results take
// to follow typing.
import type { Browser, Request } from '@playwright/test';

export type SearchMeasure = { requests: number; bytes: number; transferred: number; firstResultMs: number };

export async function measureSearch(browser: Browser, origin: string, query: string, startPath = '/docs'): Promise<SearchMeasure> {
  const page = await browser.newPage();
  try {
    const finished: Request[] = [];
    page.on('requestfinished', (request) => {
      if (request.url().includes('/pagefind/')) finished.push(request);
    });
    await page.goto(`${origin}${startPath}`, { waitUntil: 'networkidle' });
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search the docs' });
    await input.fill(query);
    await page.getByRole('status').filter({ hasText: /results|No results/ }).waitFor();
    await page.waitForLoadState('networkidle');
    const cold = { requests: finished.length, bytes: 0, transferred: 0 };
    for (const request of finished) {
      const sizes = await request.sizes();
      cold.transferred += sizes.responseBodySize + sizes.responseHeadersSize;
      cold.bytes += (await (await request.response())?.body())?.length ?? 0;
    }
    // Warm: the index is loaded; time from typing the query to the first results in the list.
    await input.fill('');
    const firstResultMs = await page.evaluate(async (text) => {
      const field = document.querySelector<HTMLInputElement>('[role="combobox"]');
      const list = document.querySelector('[role="listbox"]');
      if (!field || !list) return -1;
      const started = performance.now();
      const filled = new Promise<number>((resolve) => {
        new MutationObserver((_, observer) => {
          if (list.childElementCount === 0) return;
          observer.disconnect();
          resolve(performance.now() - started);
        }).observe(list, { childList: true, subtree: true });
      });
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(field, text);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      return Promise.race([filled, new Promise<number>((resolve) => setTimeout(() => resolve(-1), 3000))]);
    }, query);
    await page.waitForLoadState('networkidle');
    return { ...cold, firstResultMs };
  } finally {
    await page.close();
  }
}
