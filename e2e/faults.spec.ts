// Faults a visitor's browser meets: a script chunk that fails to load, a slow network. Elsewhere:
// JavaScript switched off (every docs page's HTML in the crawl of links.spec.ts, each page template
// in a browser in its own spec), the collector down (analytics.spec.ts: events queued, delivered
// later), the ingest down (monitoring.spec.ts: the tunnel answers fast, the page unaffected).
import { expect, test, type Page, type Route } from '@playwright/test';
import { waitForHydration } from './support/hydration';

const CHUNKS = '**/_next/static/chunks/**';

/** From now on, every script or style chunk the page has not loaded yet fails to load. */
async function failNewChunks(page: Page, loaded: Set<string>): Promise<string[]> {
  const failed: string[] = [];
  await page.route(CHUNKS, (route) => {
    if (loaded.has(route.request().url())) return route.continue();
    failed.push(route.request().url());
    return route.abort('connectionfailed');
  });
  return failed;
}

async function openWithChunksRecorded(page: Page, path: string): Promise<Set<string>> {
  const loaded = new Set<string>();
  page.on('response', (response) => {
    if (response.url().includes('/_next/static/chunks/')) loaded.add(response.url());
  });
  await page.goto(path);
  await waitForHydration(page);
  return loaded;
}

test("a chunk that fails to load shows the error page with 'Try again', which recovers once it loads", async ({ page }) => {
  const loaded = await openWithChunksRecorded(page, '/docs/errors');
  const failed = await failNewChunks(page, loaded);
  // Search's code is its own chunk, loaded when it is first opened.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(failed.length).toBeGreaterThan(0);
  const retry = page.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();

  await page.unroute(CHUNKS);
  await retry.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Errors' })).toBeVisible();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Search the docs' })).toBeFocused();
});

test('a client navigation whose chunks fail still ends on a readable page, never a blank one', async ({ page }) => {
  for (const [link, heading] of [
    ['Changelog', 'Changelog'],
    ['API reference', 'REST API reference'],
  ] as const) {
    const loaded = await openWithChunksRecorded(page, '/docs/errors');
    await failNewChunks(page, loaded);
    await page.getByRole('banner').getByRole('link', { name: link }).click();
    // Either the page itself (Next falls back to a full load) or the error page with its retry.
    await expect(page.getByRole('heading', { level: 1, name: heading }).or(page.getByRole('button', { name: 'Try again' }))).toBeVisible();
    expect((await page.locator('body').innerText()).trim().length).toBeGreaterThan(100);
    await page.unroute(CHUNKS);
  }
});

test('on a slow network the content is readable before any script has arrived', async ({ page }) => {
  let release = () => {};
  const scriptsHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: Route[] = [];
  await page.route('**/_next/static/chunks/**/*.js', async (route) => {
    held.push(route);
    await scriptsHeld;
    await route.continue();
  });
  // And everything else slow as well: 400 ms round trips, about 400 kbit/s.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });

  await page.goto('/docs/errors', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Errors' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main').getByRole('paragraph').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Docs' })).toBeVisible();
  // Not one script has run: none was delivered. (The loader asks for them after the first paint.)
  await expect.poll(() => held.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).length)).toBe(0);

  release();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  // Once the scripts arrive the page hydrates: search opens (a press before hydration does nothing).
  await page.waitForLoadState('load');
  await expect(async () => {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Search the docs' })).toBeFocused({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
});
