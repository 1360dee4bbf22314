// Budget checks that fail only on gross regressions (#9): figures themselves come from `bench/`.
import { gzipSync } from 'node:zlib';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { deferredScriptSources, firstLoadScriptSources } from './support/first-load-scripts';
import { openSearch, waitForHydration } from './support/hydration';

/** Doc-page JavaScript a first visit downloads, gzip -6, before consent. Today ≈ 159 KiB. */
const MAX_FIRST_LOAD_JS_GZIP_KIB = 200;

/** Bytes of the scripts, gzip -6, as each is fetched once. */
async function gzipBytes(request: APIRequestContext, sources: readonly string[]): Promise<number> {
  let total = 0;
  for (const src of sources) total += gzipSync(await (await request.get(src)).body(), { level: 6 }).length;
  return total;
}

for (const path of ['/', '/docs/authentication', '/docs/reference/files']) {
  test(`${path}: first-load JavaScript stays under ${MAX_FIRST_LOAD_JS_GZIP_KIB} KiB gzip, and no script blocks rendering`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Parser-blocking external scripts in <head> delay the first paint; inline boot scripts are tiny.
    const blocking = [...head.matchAll(/<script\b[^>]*\ssrc="[^"]+"[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => !/\s(async|defer)\b|type="module"|noModule/i.test(tag));
    expect(blocking).toEqual([]);

    // What a first visit downloads before consent: the page's script tags and what its loader adds.
    const scripts = firstLoadScriptSources(html);
    expect(scripts.length).toBeGreaterThan(3);
    expect((await gzipBytes(request, scripts)) / 1024).toBeLessThan(MAX_FIRST_LOAD_JS_GZIP_KIB);
  });
}

// The API console (#19) must not make a reference page's first load heavier: what it loads up front is
// its 'Try it' button; the form, the schema validator and the highlighter come when it is asked for.
test("/docs/reference/webhooks: the first load carries the API console's button, not its code, which comes with 'Try it'", async ({
  page,
  request,
}) => {
  const html = await (await request.get('/docs/reference/webhooks')).text();
  const scripts = firstLoadScriptSources(html);
  const firstLoad = await Promise.all(scripts.map(async (src) => (await request.get(src)).text()));
  // Strings only the console's code holds: its own words and its validator's messages.
  const consoleCode = (code: string) => code.includes('Press Send to call the API.');
  const validatorCode = (code: string) => code.includes('does not match pattern');
  expect(
    firstLoad.some((code) => code.includes('Try it')),
    "the button's code is found where it is",
  ).toBe(true);
  expect(firstLoad.some(consoleCode)).toBe(false);
  expect(firstLoad.some(validatorCode)).toBe(false);
  // In bytes: no more than a guide page's first load, give or take a kilobyte (the console is ~22 KiB).
  const guideHtml = await (await request.get('/docs/authentication')).text();
  const referenceBytes = await gzipBytes(request, scripts);
  const guideBytes = await gzipBytes(request, firstLoadScriptSources(guideHtml));
  expect(referenceBytes - guideBytes).toBeLessThan(1024);

  const loaded: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') loaded.push(response.text().catch(() => ''));
  });
  await page.goto('/docs/reference/webhooks');
  await waitForHydration(page);
  await page.getByRole('region', { name: 'Create a webhook', exact: true }).getByRole('button', { name: 'Try it' }).click();
  await expect(page.getByRole('dialog', { name: 'Try it: Create a webhook' })).toBeVisible();
  const after = await Promise.all(loaded);
  expect(after.some(consoleCode)).toBe(true);
  expect(after.some(validatorCode)).toBe(true);
});

// Next writes its chunks as async scripts in <head>, which a fast connection downloads and runs before
// the first paint; the server moves them behind the first frame (src/hosting/paint-first.mjs).
test('/docs/authentication: the framework loads after the page has painted, once, and the page works', async ({ page, request }) => {
  const html = await (await request.get('/docs/authentication')).text();
  expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
  await page.goto('/docs/authentication');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openSearch(page);
  const chunks = await page.evaluate(() =>
    [...document.scripts].map((script) => script.src).filter((src) => src.includes('/_next/static/chunks/')),
  );
  expect(chunks.length).toBeGreaterThan(0);
  expect(new Set(chunks).size).toBe(chunks.length);
});

test('the framework is requested only after the first contentful paint has been presented', async ({ page }) => {
  await page.goto('/docs/authentication');
  await waitForHydration(page);
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    framework: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/_next/static/chunks/') && entry.name.endsWith('.js'))
      .map((entry) => entry.startTime),
  }));
  expect(timing.framework.length).toBeGreaterThan(3);
  expect(Math.min(...timing.framework)).toBeGreaterThanOrEqual(timing.firstContentfulPaint);
});

test('without paint timing the framework loads after a frame, and the page works', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { configurable: true, get: () => ['resource', 'navigation'] });
  });
  await page.goto('/docs/authentication');
  await openSearch(page);
});

test('a tab opened in the background loads the framework at once (it paints no frames to wait for)', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    // Hidden tabs get no animation frames: this one would hang if the loader waited for one.
    window.requestAnimationFrame = () => 0;
  });
  await page.goto('/docs/authentication');
  await openSearch(page);
});

// With banners: the home page's (provided by the layout) and a deprecated page's status (drawn in place by
// the page), both in the first paint; and a translated page in a right-to-left locale.
for (const path of ['/', '/docs/authentication', '/docs/reference/files', '/docs/embeds/legacy-embeds', '/ar/docs/errors']) {
  test(`${path}: nothing moves while the page loads (CLS 0)`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.evaluate(() => document.fonts.ready);
    // Every shift since navigation, except those right after input (there was none).
    const shifts = await page.evaluate(
      () =>
        new Promise<{ value: number; sources: string[] }[]>((resolve) => {
          new PerformanceObserver((list) => {
            type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] };
            resolve(
              (list.getEntries() as Shift[])
                .filter((entry) => !entry.hadRecentInput)
                .map((entry) => ({
                  value: entry.value,
                  sources: (entry.sources ?? []).map((source) => (source.node as Element | undefined)?.outerHTML?.slice(0, 80) ?? '?'),
                })),
            );
          }).observe({ type: 'layout-shift', buffered: true });
          // The observer reports buffered entries at once; with none it never calls back.
          setTimeout(() => resolve([]), 500);
        }),
    );
    expect(shifts).toEqual([]);
  });
}

// A frame painted while the parser is still inside the page shows part of it (a table whose columns
// widen as its rows arrive), which then moves: the first frame waits until the whole page is parsed.
// On a slow network the page arrives in pieces and the parser stops between them: a frame painted in
// such a gap shows the page's start without its end, on every load. (The stylesheets, which also hold
// the first frame, come from the cache of an earlier page, as on any second page a reader opens.)
test('on a slow network the first frame already holds the whole page, through the footer and the consent banner', async ({ page }) => {
  await page.addInitScript(() => {
    const parts = () => {
      const texts = (selector: string) => [...document.querySelectorAll(selector)].map((element) => element.textContent ?? '');
      return {
        tableRows: texts('main tr').length,
        copyright: texts('footer p').some((text) => text.startsWith('©')),
        banner: texts('button').includes('Only essential'),
      };
    };
    Object.assign(window, { pageParts: parts });
    requestAnimationFrame(() => Object.assign(window, { firstFrame: parts() }));
  });
  await page.goto('/docs/quick-start');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 100,
    downloadThroughput: 10_000,
    uploadThroughput: 10_000,
  });
  await page.goto('/docs/authentication', { waitUntil: 'commit' });
  type Parts = { tableRows: number; copyright: boolean; banner: boolean };
  const firstFrame = () => page.evaluate(() => (window as { firstFrame?: Parts }).firstFrame ?? null);
  await expect.poll(firstFrame, { timeout: 30_000 }).not.toBeNull();
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.waitForLoadState('domcontentloaded');
  const whole = await page.evaluate(() => (window as unknown as { pageParts: () => Parts }).pageParts());
  expect(whole.tableRows).toBeGreaterThan(0);
  expect(await firstFrame()).toEqual(whole);
});

// The chunks every page runs at start-up open with V8's compile hint, so Chrome compiles them as they
// stream in instead of function by function in the start-up task (src/hosting/compile-hints.build.ts);
// chunks loaded later stay lazy. Checked on an English page and on a translated one.
for (const path of ['/docs/authentication', '/fr/docs/versioning']) {
  test(`${path}: start-up chunks carry the compile hint, a chunk loaded later does not`, async ({ page, request }) => {
    const startUp = deferredScriptSources(await (await request.get(path)).text());
    expect(startUp.length).toBeGreaterThan(3);
    for (const src of startUp) expect((await (await request.get(src)).text()).split('\n')[0], src).toBe('//# allFunctionsCalledOnLoad');

    await page.goto(path);
    await waitForHydration(page);
    const later: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'script' && req.url().includes('/_next/static/chunks/')) later.push(new URL(req.url()).pathname);
    });
    // Search loads its dialog's chunk on opening (the shortcut works in every locale; the box's name is translated).
    await page.keyboard.press('Control+k');
    await expect(page.getByRole('combobox')).toBeFocused();
    const loadedLater = later.filter((src) => !startUp.includes(src));
    expect(loadedLater.length).toBeGreaterThan(0);
    for (const src of loadedLater)
      expect((await (await request.get(src)).text()).startsWith('//# allFunctionsCalledOnLoad'), src).toBe(false);
  });
}

// Highlighted code reaches the page once, as HTML (src/mdx/code-html.ts): not a second time in
// the page's flight data as an element per token, which the framework would decode and hydrate.
test('highlighted code is in the page once, as HTML, and survives hydration', async ({ page, request }) => {
  const html = await (await request.get('/docs/authentication')).text();
  // The page's flight data as the framework reads it (each push is a JavaScript string literal).
  const flight = [...html.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map((match) => JSON.parse(match[1] ?? '""') as string)
    .join('');
  expect(html).toMatch(/<pre[^>]*><code><span class="line">/);
  expect(flight).toContain('<code><span class="line">');
  expect(flight).not.toContain('"className":"line"');

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/docs/authentication');
  await waitForHydration(page);
  const firstLine = page.locator('figure pre').first().locator('.line').first();
  await expect(firstLine).toBeVisible();
  await expect(firstLine.locator('span').first()).toHaveAttribute('style', /--shiki-light:/);
  expect(errors).toEqual([]);
});
