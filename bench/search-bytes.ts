// Prints what one search costs a visitor on a cold cache: requests and bytes fetched from /pagefind/
// (raw and as transferred, compressed), and, once loaded, the time from typing to the first results.
// Usage: npm run build && npm run bench:search [-- "query" "another query"]
import { chromium } from '@playwright/test';
import { chromiumArgs, findChromium } from '../e2e/support/chromium';
import { withProductionServer } from './support/production-server';
import { measureSearch } from './support/search-measure';

const queries = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['rate limits', 'oauth pkce', 'webhook signature'];

async function main() {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs() });
  try {
    await withProductionServer(async (origin) => {
      console.log('query | requests (cold) | raw bytes | transferred | results after typing (warm)');
      console.log('---|---|---|---|---');
      const kib = (value: number) => `${(value / 1024).toFixed(1)} KiB`;
      for (const query of queries) {
        const search = await measureSearch(browser, origin, query);
        console.log(`${query} | ${search.requests} | ${kib(search.bytes)} | ${kib(search.transferred)} | ${Math.round(search.firstResultMs)} ms`);
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
