// Faults a visitor's browser meets: a script chunk that fails to load, JavaScript switched off, a slow
// network. (The collector down — events queued, delivered later — is in analytics.spec.ts; the ingest
// down — the tunnel answers fast, the page unaffected — in monitoring.spec.ts.)
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

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });
  // A page load per docs page: its time grows with the site and the machine, and a slow machine must not fail it.
  test.setTimeout(600_000);

  test('every docs page is readable, and links alone lead from /docs to every one of them', async ({ page, request }) => {
    // Every docs page the site has, by its sitemap.
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const docsPages = [...sitemap.matchAll(/<loc>[^<]*?(\/docs[^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(docsPages.length).toBeGreaterThan(50);

    // Follow links from /docs, as a reader without JavaScript would (sidebar sections are <details>).
    const reached = new Set<string>();
    const queue = ['/docs'];
    while (queue.length > 0) {
      const path = queue.shift() ?? '';
      if (reached.has(path)) continue;
      reached.add(path);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
      expect((await page.getByRole('main').innerText()).length, `${path} has its text`).toBeGreaterThan(200);
      const links = await page.locator('a[href^="/docs"]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      for (const href of links) {
        const target = href.split(/[?#]/)[0]?.replace(/\/$/, '') ?? '';
        // Pages only: not the Markdown twins or files (images, feeds).
        if (target && !/\.[a-z0-9]+$/i.test(target) && !reached.has(target)) queue.push(target);
      }
    }
    expect(docsPages.filter((path) => !reached.has(path))).toEqual([]);
  });
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
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 });

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
