// The search relevance suite (content/search/queries.yml) against the site's built index, ranked as
// the dialog and MCP's search_docs rank (one module, src/search/search-client.ts), and the two seen
// to agree. Figures beside Pagefind and Orama: npm run bench:search (docs/performance.md).
import { readFileSync } from 'node:fs';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from '@playwright/test';
import { parse } from 'yaml';
import { firstAnswer, QUERY_CLASSES, relevanceQueries, scores } from '../src/search/relevance';
import { searchDocsOnServer } from '../src/search/search-server';
import { openSearch } from './support/hydration';

/** Below these, a change has made search find less of what readers mean (hit@3: an answer among the first three). */
const FLOOR = { hit3: 0.85, mrr: 0.8, hit3PerClass: 0.8 };

test('the relevance suite finds an answer among the first three results, overall and for every class of query', async () => {
  const queries = relevanceQueries(parse(readFileSync('content/search/queries.yml', 'utf8')));
  expect(queries.length).toBeGreaterThanOrEqual(60);
  const ranks = [];
  for (const query of queries)
    ranks.push({
      query,
      rank: firstAnswer(
        query,
        (await searchDocsOnServer(query.query)).map((hit) => hit.url),
      ),
    });
  const missed = ranks
    .filter(({ rank }) => rank === null || rank > 3)
    .map(({ query, rank }) => `${query.class}: "${query.query}" (${rank ?? '-'})`);
  const score = scores(ranks);
  const share = (kind: keyof typeof score) => score[kind].hit3 / score[kind].queries;
  expect(share('all'), `missed: ${missed.join('; ')}`).toBeGreaterThanOrEqual(FLOOR.hit3);
  expect(score.all.mrr).toBeGreaterThanOrEqual(FLOOR.mrr);
  for (const kind of QUERY_CLASSES) expect(share(kind), `${kind}; missed: ${missed.join('; ')}`).toBeGreaterThanOrEqual(FLOOR.hit3PerClass);
});

test('search_docs over MCP gives the results the dialog shows, in the same order', async ({ page, baseURL }) => {
  const client = new Client({ name: 'tessera-e2e-relevance', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', baseURL)));
  await page.goto('/docs');
  await openSearch(page);
  const combobox = page.getByRole('combobox', { name: 'Search the docs' });
  const options = () => page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  for (const query of ['verfy signture', 'callback url', 'how do I stop getting 429s', 'webh']) {
    await combobox.fill(query);
    await expect(page.getByRole('status').filter({ hasText: /results|No results/ })).toBeVisible();
    const found = await client.callTool({ name: 'search_docs', arguments: { query } });
    const answered = (found.structuredContent as { results: { url: string }[] }).results.map(({ url }) => {
      const address = new URL(url);
      return address.pathname + address.hash;
    });
    // The dialog shows the first eight, and the rest once the reader scrolls to the last.
    await options().last().scrollIntoViewIfNeeded();
    await expect(options()).toHaveCount(answered.length);
    expect(await options().evaluateAll((links) => links.map((link) => link.getAttribute('href'))), query).toEqual(answered);
  }
  await client.close();
});
