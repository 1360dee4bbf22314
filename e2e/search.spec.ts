// Search: the docs' word index, opened from anywhere, driven by keyboard, shareable by URL.
import { expect, type Page, type Request, test } from '@playwright/test';
import { SEARCH_PAUSE_MS } from '../src/search/search-model';
import { holdFramework, openSearch, waitForHydration } from './support/hydration';

const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search the docs' });
const results = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

/** A file of the search index: its entry, or one in its folder. */
const isIndexFile = (request: Request) => /^\/search(\.json$|\/)/.test(new URL(request.url()).pathname);
/** The index's shards and page lists (not the pages' texts): what a query's words cost. */
const isWordFile = (request: Request) => /^\/search\/[0-9a-f]+\/[st]\//.test(new URL(request.url()).pathname);

async function search(page: Page, query: string) {
  await combobox(page).fill(query);
  await expect(page.getByRole('status').filter({ hasText: /results|No results/ })).toBeVisible();
}

test('nothing of search loads until it is opened; ⌘K/Ctrl+K, / and the header button open it', async ({ page }) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (isIndexFile(request)) indexRequests.push(request.url());
  });
  await page.goto('/docs/errors');
  await page.waitForLoadState('networkidle');
  expect(indexRequests).toEqual([]);

  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(combobox(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeFocused();

  await page.locator('body').click({ position: { x: 5, y: 400 } });
  await page.keyboard.press('/');
  await expect(combobox(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(combobox(page)).toBeFocused();
});

test('a shortcut pressed before the page has hydrated opens search once it has', async ({ page }) => {
  const release = await holdFramework(page);
  await page.goto('/docs/errors', { waitUntil: 'domcontentloaded' });
  await page.getByRole('heading', { level: 1, name: 'Errors' }).click();
  await page.keyboard.press('/');
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await expect(combobox(page)).toHaveCount(0);
  release();
  await waitForHydration(page);
  await expect(combobox(page)).toBeFocused();
  // Typed into the field, not swallowed: the '/' opened search and nothing else.
  await expect(combobox(page)).toHaveValue('');
});

test('finds each page by its obvious words, ranked first', async ({ page }) => {
  await page.goto('/docs');
  await openSearch(page);
  const expectations: [string, RegExp][] = [
    ['pkce', /^Authentication/],
    ['retry-after', /^Rate limits/],
    ['429', /^Rate limits/],
    ['request ids', /^Errors/],
    ['idempotency', /^Errors/],
    ['next_cursor', /^Pagination/],
    ['personal access token', /^Authentication/],
    ['webhook signature', /^Verify signatures/],
    ['manifest', /^Manifest/],
    ['oembed', /^oEmbed/],
    ['design tokens', /^Design tokens/],
  ];
  for (const [query, top] of expectations) {
    await search(page, query);
    await expect(results(page).getByRole('option').first(), query).toHaveText(top);
  }
});

test('arrow keys and Enter open a result; matches are highlighted; results are in rank order, each with its section', async ({ page }) => {
  await page.goto('/docs');
  await openSearch(page);
  await search(page, 'rate limit');
  const options = results(page).getByRole('option');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  expect(await options.first().locator('mark').count()).toBeGreaterThan(0);
  // No groups: one list, best first, each result naming its section.
  await expect(results(page).getByRole('group')).toHaveCount(0);
  await expect(options.first()).toContainText(/Guides/);
  await expect(options.filter({ hasText: 'API reference' }).first()).toBeVisible();
  // The first eight now; the rest of the list (up to 20) when the reader scrolls to the last one or
  // arrows past it.
  await expect(options).toHaveCount(8);
  await expect(page.getByRole('status').filter({ hasText: 'results' })).toHaveText('20 results');
  await options.nth(7).scrollIntoViewIfNeeded();
  await expect(options).toHaveCount(20);
  await search(page, 'rate limits');
  await expect(options).toHaveCount(8);
  for (let step = 0; step < 8; step++) await page.keyboard.press('ArrowDown');
  await expect(options).toHaveCount(20);
  await expect(options.nth(8)).toHaveAttribute('aria-selected', 'true');
  // A new query starts again at its first result.
  await search(page, 'rate limit');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(combobox(page)).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
  await page.keyboard.press('ArrowUp');
  const title = (await options.first().locator('span').first().textContent()) ?? '';
  await page.keyboard.press('Enter');
  await expect(combobox(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title.split(' › ')[0] ?? '');
});

test("finds what the reader means: typos, the readers' own words, questions, and pages with only some of the words", async ({ page }) => {
  await page.goto('/docs');
  await openSearch(page);
  const expectations: [string, RegExp][] = [
    ['verfy signture', /^Verify signatures/],
    ['access tokn', /Authentication|Quick start/],
    ['oembd', /^oEmbed/],
    ['ratelimit', /^Rate limits/],
    ['how do I stop getting 429s', /^Rate limits/],
    ['sign in', /^Authentication/],
    ['callback url', /^Webhooks|webhook/i],
  ];
  for (const [query, top] of expectations) {
    await search(page, query);
    await expect(results(page).getByRole('option').first(), query).toHaveText(top);
  }
  // A result without every word says which it lacks.
  await search(page, 'webhook signature zebra');
  const first = results(page).getByRole('option').first();
  await expect(first).toContainText('Missing: zebra');
  await expect(first.locator('s')).toHaveText('zebra');
});

test('results are real links: a modified click opens the page in a new tab and leaves search open; a plain click goes there', async ({
  page,
  context,
}) => {
  await page.goto('/docs/errors');
  await openSearch(page);
  await search(page, 'verify webhook signatures');
  const first = results(page).getByRole('option').first();
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/docs\//);

  const [tab] = await Promise.all([context.waitForEvent('page'), first.click({ modifiers: ['ControlOrMeta'] })]);
  await expect(tab).toHaveURL(new RegExp(`${href}$`));
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  await tab.close();
  await expect(combobox(page)).toBeVisible();
  await expect(page).toHaveURL(/\/docs\/errors\?q=/);

  await first.click();
  await expect(combobox(page)).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test('in a right-to-left locale the results, English text, still read left to right', async ({ page }) => {
  await page.goto('/ar/docs/errors?q=webhook%20signatures%20zebra');
  // (The listbox's name is in Arabic here.)
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).direction)).toBe('rtl');
  expect(await first.evaluate((option) => getComputedStyle(option).direction)).toBe('ltr');
  await expect(first).toHaveAttribute('lang', 'en');
  // The page is not translated: the result leads to the English address and says so, in the reader's language.
  await expect(first).toHaveAttribute('href', /^\/docs\//);
  await expect(first).toHaveAttribute('hreflang', 'en');
  await expect(first.getByText('EN', { exact: true })).toBeVisible();
  await expect(first).toHaveAccessibleName(/بالإنجليزية/);
  // What the result lacks is said in the reader's language, the word as typed.
  await expect(first.locator('s')).toHaveText('zebra');
  await expect(first.getByText('غير موجود:')).toHaveAttribute('lang', 'ar');
});

test('the query lives in the URL, so a shared link opens search with it', async ({ page }) => {
  await page.goto('/docs/quick-start');
  await openSearch(page);
  await search(page, 'webhooks');
  await expect(page).toHaveURL(/\/docs\/quick-start\?q=webhooks$/);

  await page.goto('/docs/errors?q=oauth%20scopes');
  await expect(combobox(page)).toHaveValue('oauth scopes');
  await expect(results(page).getByRole('option').first()).toContainText(/OAuth|Authentication/);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/docs\/errors$/);
});

test('opening search moves nothing on the page (no layout shift), and script in a query stays text', async ({ page }) => {
  await page.goto('/docs/authentication');
  const heading = page.getByRole('heading', { level: 1 });
  await waitForHydration(page);
  const before = await heading.boundingBox();
  await page.keyboard.press('Control+k');
  await expect(combobox(page)).toBeVisible();
  expect(await heading.boundingBox()).toEqual(before);
  expect(await page.locator('body > [class*="backdrop"]').evaluate((node) => getComputedStyle(node).zIndex)).toBe('3');

  let alerted = false;
  page.on('dialog', async (dialog) => {
    alerted = true;
    await dialog.dismiss();
  });
  await search(page, '<img src=x onerror=alert(1)>');
  await page.goto('/docs?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  await expect(combobox(page)).toHaveValue('<script>alert(1)</script>');
  expect(alerted).toBe(false);
});

test('a question finds its page without downloading index files for its stop words; they are cached for good', async ({ page }) => {
  // Requests are counted as they start (a query loads every file its words need before it answers,
  // and the status line only shows the answer to the current query); their headers come later.
  const requested: string[] = [];
  const cacheControls: string[] = [];
  page.on('request', (request) => {
    if (isWordFile(request)) requested.push(request.url());
  });
  page.on('response', async (response) => {
    if (isWordFile(response.request())) cacheControls.push((await response.allHeaders())['cache-control'] ?? '');
  });
  await page.goto('/docs');
  await openSearch(page);
  await search(page, 'pkce');
  await expect(results(page).getByRole('option').first()).toHaveText(/^Authentication/);
  const forOneWord = requested.length;
  expect(forOneWord).toBeGreaterThan(0);
  // The same word with stop words around it needs no further chunk, and still finds the page.
  await search(page, 'what is the pkce');
  await expect(results(page).getByRole('option').first()).toHaveText(/^Authentication/);
  expect(requested).toHaveLength(forOneWord);
  await expect.poll(() => cacheControls.length).toBe(forOneWord);
  for (const cacheControl of cacheControls) expect(cacheControl).toContain('immutable');
});

test("opening search loads the index's entry; a burst of keys fetches page texts for the final query only", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (isIndexFile(request)) requested.push(new URL(request.url()).pathname);
  });
  // Fake timers, paused below once search is open: keys typed then come as one burst.
  await page.clock.install();
  await page.goto('/docs');
  await page.clock.runFor(50);
  await openSearch(page);
  // Before the first key: the entry, which names the index's folder.
  await expect.poll(() => requested).toEqual(['/search.json']);
  const beforeTyping = requested.length;
  // An installed clock still ticks with real time: stopped now, a slow machine's pause between two
  // keys cannot let a prefix's query through (it did: 9 fragments for 8 results).
  await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));

  // Every prefix ('w', 'we', … 'webhoo') would match pages; none is asked, as typing never paused.
  await combobox(page).pressSequentially('webhook');
  await page.clock.runFor(SEARCH_PAUSE_MS);
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText(/\d+ results?/);
  const shown = await results(page).getByRole('option').count();
  expect(shown).toBeGreaterThan(0);
  const texts = requested.slice(beforeTyping).filter((path) => /^\/search\/[0-9a-f]+\/p\//.test(path));
  expect(texts).toHaveLength(shown);
});
