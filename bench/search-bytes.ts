// Prints what one search costs a visitor on a cold cache: Ctrl+K, then the query typed key by key.
// Requests and bytes (raw, and as transferred), split into what opening search fetches and what the
// query does, and by kind of file; and, once loaded, the time from typing to the results.
// Usage: npm run build && npm run bench:search-cost [-- "query" "another query"]
import { chromium } from '@playwright/test';
import { chromiumArgs, ensureChromium } from '../e2e/support/chromium';
import { withProductionServer } from './support/production-server';
import { measureSearch, type SearchCost } from './support/search-measure';

const queries = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['rate limits', 'oauth pkce', 'webhook signature'];

async function main() {
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs() });
  try {
    await withProductionServer(async (origin) => {
      const kib = (value: number) => `${(value / 1024).toFixed(1)} KiB`;
      const cost = (measured: SearchCost) => `${measured.requests} req, ${kib(measured.transferred)} (${kib(measured.bytes)} raw)`;
      for (const query of queries) {
        const search = await measureSearch(browser, origin, query);
        console.log(
          `\n"${query}": ${cost(search)} in all; on opening search ${cost(search.onOpen)}; for the query ${cost(search.forQuery)}; answered ${Math.round(search.firstResultMs)} ms after typing, once loaded`,
        );
        for (const [kind, measured] of Object.entries(search.byKind))
          if (measured.requests > 0) console.log(`  ${kind}: ${cost(measured)}`);
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
