// Prints what one search costs a visitor on a cold cache: requests and bytes fetched from /pagefind/
// (raw and as transferred, compressed), and, once loaded, the time from typing to the first results.
// Usage: npm run build && npm run bench:search [-- "query" "another query"]
import { chromium, type Request } from '@playwright/test';
import { chromiumArgs, findChromium } from '../e2e/support/chromium';
import { withProductionServer } from './support/production-server';

const queries = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['rate limits', 'oauth pkce', 'webhook signature'];

async function main() {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs() });
  try {
    await withProductionServer(async (origin) => {
      console.log('query | requests (cold) | raw bytes | transferred | results after typing (warm)');
      console.log('---|---|---|---|---');
      for (const query of queries) {
        const page = await browser.newPage();
        const finished: Request[] = [];
        page.on('requestfinished', (request) => {
          if (request.url().includes('/pagefind/')) finished.push(request);
        });
        await page.goto(`${origin}/docs`, { waitUntil: 'networkidle' });
        await page.keyboard.press('Control+k');
        const input = page.getByRole('combobox', { name: 'Search the docs' });
        await input.fill(query);
        await page.getByRole('status').filter({ hasText: /results|No results/ }).waitFor();
        await page.waitForLoadState('networkidle');
        const coldBytes = { requests: finished.length, bytes: 0, transferred: 0 };
        for (const request of finished) {
          const sizes = await request.sizes();
          coldBytes.transferred += sizes.responseBodySize + sizes.responseHeadersSize;
          coldBytes.bytes += (await (await request.response())?.body())?.length ?? 0;
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
        const kib = (value: number) => `${(value / 1024).toFixed(1)} KiB`;
        console.log(`${query} | ${coldBytes.requests} | ${kib(coldBytes.bytes)} | ${kib(coldBytes.transferred)} | ${Math.round(firstResultMs)} ms`);
        await page.close();
      }
    });
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
