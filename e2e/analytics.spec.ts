// Analytics (spec §7, §9, docs/contract.md 'Analytics'): the real Snowplow tracker in Chromium, sending to
// the loopback collector in e2e/peers, which decodes the tracker protocol. Only with thirdParty consent.
import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { igluErrors } from '../src/analytics/schemas/iglu-validator';
import {
  type CollectedEvent,
  type Collector,
  pagePings,
  pageViews,
  selfDescribing,
  storageKeys,
  test,
  trackerCookies,
  watchAnalyticsTraffic,
} from './support/collector';
import { acceptAllFromBanner, consentBanner, expectConsentFlags, flags, openCookieSettings } from './support/consent';

const OUT_QUEUE = 'snowplowOutQueue_tessera';
const data = (events: CollectedEvent[]) => events.map((event) => event.unstruct?.data);
const paths = (events: CollectedEvent[]) =>
  events.map((event) => {
    const url = new URL(event.fields.url ?? '');
    return url.pathname + url.search;
  });

/** Client-side navigation through a link, finished when the new URL is shown. */
async function follow(page: Page, name: string, url: RegExp) {
  await page.getByRole('link', { name, exact: true }).first().click();
  await expect(page).toHaveURL(url);
}

/** Opens `path`, accepts all in the banner, and waits for the page view that follows. */
async function consentAndTrack(page: Page, collector: Collector, path = '/') {
  await page.goto(path);
  await acceptAllFromBanner(page);
  return collector.waitFor((all) => pageViews(all).length === 1, 'the first page view');
}

/** The collector goes down, then a route change: its page view is refused and stays queued. */
async function queueWhileCollectorIsDown(page: Page, collector: Collector) {
  await collector.setFailing(true);
  await follow(page, 'Make your first API call', /\/docs\/quick-start$/);
  await expect.poll(() => collector.rejectedCount()).toBeGreaterThan(0);
}

/** What listeners of visibilitychange see when the visitor switches tabs (headless tabs stay visible). */
async function hideTab(page: Page, { andShowAgain = false } = {}) {
  await page.evaluate((showAgain) => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    if (!showAgain) return;
    Reflect.deleteProperty(document, 'visibilityState');
    document.dispatchEvent(new Event('visibilitychange'));
  }, andShowAgain);
}

test('nothing is sent, stored or downloaded before consent or with only essential', async ({ page, collector }) => {
  const traffic = watchAnalyticsTraffic(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await follow(page, 'Read the overview', /\/docs$/);
  await page.reload({ waitUntil: 'networkidle' });
  expect(traffic.collectorRequests).toEqual([]);
  expect(await traffic.trackerDownloaded()).toBe(false);
  expect(await trackerCookies(page)).toEqual([]);
  expect(await storageKeys(page)).toEqual([]);

  await consentBanner(page).getByRole('button', { name: 'Only essential' }).click();
  await follow(page, 'Authentication', /\/docs\/authentication$/);
  await page.reload({ waitUntil: 'networkidle' });
  expect(traffic.collectorRequests).toEqual([]);
  expect(await traffic.trackerDownloaded()).toBe(false);
  expect(await trackerCookies(page)).toEqual([]);
  expect(await collector.events()).toEqual([]);

  // The same page with thirdParty consent does download the tracker and send: the checks above can fail.
  await (await openCookieSettings(page)).getByRole('button', { name: 'Accept all' }).click();
  await collector.waitFor((events) => pageViews(events).length === 1, 'a page view once consent is given');
  expect(await traffic.trackerDownloaded()).toBe(true);
  // Polled: the collector can hold the event before Playwright has reported the request that carried it.
  await expect.poll(() => traffic.collectorRequests.length).toBeGreaterThan(0);
});

test('page views on first load and on each completed route change, anonymised and without credentials', async ({
  page,
  collector,
  baseURL,
}) => {
  let events = await consentAndTrack(page, collector);
  const [first] = pageViews(events);
  expect(first?.fields).toMatchObject({
    e: 'pv',
    url: `${baseURL}/`,
    page: 'Tessera Developers',
    tna: 'tessera',
    aid: 'tessera-developers',
    p: 'web',
  });
  // IP anonymised by the collector (SP-Anonymous), no user id, no cookies sent along.
  expect(first?.anonymous).toBe('*');
  expect(first?.fields.duid).toBeUndefined();
  expect(first?.withCookies).toBe(false);
  expect((await trackerCookies(page)).map((name) => name.replace(/\..*/, '')).sort()).toEqual(['_sp_id', '_sp_ses']);

  // A route change: new path, and the new page's title already in place.
  await follow(page, 'Make your first API call', /\/docs\/quick-start$/);
  events = await collector.waitFor((all) => pageViews(all).length === 2, 'a page view for the route change');
  expect(pageViews(events)[1]?.fields).toMatchObject({
    url: `${baseURL}/docs/quick-start`,
    page: 'Quick start · Tessera Developers',
    refr: `${baseURL}/`,
  });

  // A new query string on the same page is a route change too; so is going back.
  await page.evaluate(() => window.history.pushState(null, '', '?utm_campaign=launch'));
  await collector.waitFor((all) => pageViews(all).length === 3, 'a page view for the new query');
  await page.goBack();
  await expect(page).toHaveURL(/\/docs\/quick-start$/);
  await collector.waitFor((all) => pageViews(all).length === 4, 'a page view after going back');

  // A full load sends its own.
  await page.reload();
  events = await collector.waitFor((all) => pageViews(all).length === 5, 'a page view for the reload');
  expect(paths(pageViews(events))).toEqual([
    '/',
    '/docs/quick-start',
    '/docs/quick-start?utm_campaign=launch',
    '/docs/quick-start',
    '/docs/quick-start',
  ]);
  expect(pageViews(events)[2]?.fields.page).toBe('Quick start · Tessera Developers');
  expect(new Set(events.map((event) => event.fields.eid)).size).toBe(events.length);
});

test('a burst of route changes sends every page view once, in order, with its own URL', async ({ page, collector }) => {
  await consentAndTrack(page, collector, '/fixtures/twins/a');
  // Five route changes, each started as soon as the previous one shows its URL: to a page with the
  // same title, to a doc page, back, forward, and a new query.
  await follow(page, 'Twin b', /\/fixtures\/twins\/b$/);
  await follow(page, 'Quick start', /\/docs\/quick-start$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/fixtures\/twins\/b$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/docs\/quick-start$/);
  await page.evaluate(() => window.history.pushState(null, '', '?utm_campaign=launch'));
  // One more, after a pause: anything sent twice or late for the burst would arrive before it.
  await collector.waitFor((all) => pageViews(all).length >= 6, "the burst's page views");
  await follow(page, 'Authentication', /\/docs\/authentication$/);
  const events = await collector.waitFor((all) => pageViews(all).length >= 7, 'the page view after the burst');
  expect(paths(pageViews(events))).toEqual([
    '/fixtures/twins/a',
    '/fixtures/twins/b',
    '/docs/quick-start',
    '/fixtures/twins/b',
    '/docs/quick-start',
    '/docs/quick-start?utm_campaign=launch',
    '/docs/authentication',
  ]);
  expect(pageViews(events)[1]?.fields.page).toBe('Twin page · Tessera Developers');
  expect(pageViews(events)[6]?.fields.page).toBe('Authentication · Tessera Developers');
  expect(new Set(events.map((event) => event.fields.eid)).size).toBe(events.length);
});

/**
 * A key press the page has handled before the test goes on: the input reaches the page's listeners
 * asynchronously, and on a busy machine the fake clock could otherwise pass the heartbeat first.
 */
async function pressShiftHandled(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { keySeen?: Promise<void> }).keySeen = new Promise((resolve) =>
      document.addEventListener('keydown', () => resolve(), { once: true }),
    );
  });
  await page.keyboard.press('Shift');
  await page.evaluate(() => (window as unknown as { keySeen?: Promise<void> }).keySeen);
}

/**
 * The tracker's queue is empty: no request is in flight. Only then may the fake clock jump: a jump
 * past the tracker's request timeout while a request is out aborts it (seen in a trace: the request
 * after the first ping ended with status -1, and no second ping ever left the page).
 */
const trackerIdle = (page: Page) =>
  expect.poll(() => page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length, OUT_QUEUE)).toBe(0);

test('page pings every 20 s, only while the visitor is active', async ({ page, collector }) => {
  await page.clock.install();
  await consentAndTrack(page, collector, '/docs/authentication');

  await trackerIdle(page);
  // A key press that scrolls nothing: activity with no smooth-scroll events trailing into the next window.
  await pressShiftHandled(page);
  await page.clock.runFor(20_500);
  let events = await collector.waitFor((all) => pagePings(all).length === 1, 'a ping after an active 20 s');
  // The next 20 s pass without activity, the 20 s after them with a key press: one more ping, at the end.
  await trackerIdle(page);
  await page.clock.runFor(20_000);
  await pressShiftHandled(page);
  await page.clock.runFor(20_000);
  events = await collector.waitFor((all) => pagePings(all).length === 2, 'a ping after the active window');
  const [firstPing, secondPing] = pagePings(events).map((ping) => Number(ping.fields.dtm));
  expect((secondPing ?? 0) - (firstPing ?? 0)).toBeGreaterThanOrEqual(39_000);
  expect(pagePings(events)[0]?.fields).toMatchObject({ url: expect.stringMatching(/\/docs\/authentication$/) });
});

test('page stats when leaving a page after at least 20 s: duration, deepest scroll, bounce', async ({ page, collector, baseURL }) => {
  await page.clock.install();
  await consentAndTrack(page, collector);
  await trackerIdle(page);

  // 10 s on the home page: leaving it sends no stats (they would reach the collector before the next view).
  await page.clock.runFor(10_000);
  await follow(page, 'Read the overview', /\/docs$/);
  let events = await collector.waitFor((all) => pageViews(all).length === 2, 'the overview page view');
  expect(selfDescribing(events, 'page_stats')).toEqual([]);

  // 95 s on the overview, read to the end, then a route change: a further page view.
  await page.mouse.wheel(0, 20_000);
  await expect
    .poll(() => page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight))
    .toBe(true);
  await trackerIdle(page);
  await page.clock.runFor(95_000);
  await follow(page, 'Authentication', /\/docs\/authentication$/);
  events = await collector.waitFor((all) => pageViews(all).length === 3, 'the authentication page view');
  let stats = selfDescribing(events, 'page_stats');
  expect(data(stats)).toEqual([{ page_duration_minutes: 2, page_scrolled_percent: 100, bounce: false }]);
  expect(stats[0]?.fields.url).toBe(`${baseURL}/docs`);
  expect(events.indexOf(stats[0] as CollectedEvent)).toBeLessThan(events.indexOf(pageViews(events)[2] as CollectedEvent));

  // 40 s on authentication without touching it, then the tab is hidden: a bounce, sent once.
  await trackerIdle(page);
  await page.clock.runFor(40_000);
  await hideTab(page, { andShowAgain: true });
  events = await collector.waitFor((all) => selfDescribing(all, 'page_stats').length === 2, 'stats when the tab is hidden');
  stats = selfDescribing(events, 'page_stats');
  expect(stats[1]?.unstruct?.data).toMatchObject({ page_duration_minutes: 1, bounce: true });
  expect(stats[1]?.fields.url).toBe(`${baseURL}/docs/authentication`);

  // 25 s on errors, a click on it, then the page is left for good (pagehide). The click comes after
  // the clock has moved: with no activity in the heartbeat window no page ping is in flight or being
  // timed out as the page goes, and the tracker sends one batch at a time (docs/analytics.md).
  await follow(page, 'Errors', /\/docs\/errors$/);
  await collector.waitFor((all) => pageViews(all).length === 4, 'the errors page view');
  await trackerIdle(page);
  await page.clock.runFor(25_000);
  await page.getByRole('heading', { level: 1 }).click();
  await trackerIdle(page);
  await page.goto('about:blank');
  events = await collector.waitFor((all) => selfDescribing(all, 'page_stats').length === 3, 'stats on pagehide');
  stats = selfDescribing(events, 'page_stats');
  expect(stats[2]?.unstruct?.data).toMatchObject({ page_duration_minutes: 0, bounce: false });
  expect(stats[2]?.fields.url).toBe(`${baseURL}/docs/errors`);
  for (const event of stats) expect(igluErrors(event.unstruct ?? { schema: '', data: null })).toEqual([]);
});

test('page actions from any component, valid against their schema; nothing without consent', async ({ page, collector }) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.goto('/fixtures/page-action');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy code' }).click();
  await acceptAllFromBanner(page);
  await collector.waitFor((all) => pageViews(all).length === 1, 'the page view');

  await page.getByRole('button', { name: 'Copy code' }).click();
  await page.getByRole('button', { name: 'Rate five' }).click();
  await page.getByRole('button', { name: 'Change theme' }).click();
  const events = await collector.waitFor((all) => selfDescribing(all, 'page_action').length === 3, 'three page actions');
  const actions = selfDescribing(events, 'page_action');
  expect(data(actions)).toEqual([
    { action_name: 'code_copied', action_value: 'typescript' },
    { action_name: 'feedback', action_value: 5 },
    { action_name: 'theme_changed', action_value: null },
  ]);
  for (const event of actions) expect(igluErrors(event.unstruct ?? { schema: '', data: null })).toEqual([]);
  expect(errors).toEqual([]);

  // Home has the same title as this page: its page view must not wait for a title change that never comes.
  await follow(page, 'Tessera Developers', /\/$/);
  const home = await collector.waitFor((all) => pageViews(all).length === 2, 'the home page view, promptly', 3000);
  expect(pageViews(home)[1]?.fields).toMatchObject({ page: 'Tessera Developers', url: expect.stringMatching(/\/$/) });
});

test('a search that ends on no results reports its query, cleaned of addresses and tokens; one that finds something does not', async ({
  page,
  collector,
}) => {
  await consentAndTrack(page, collector, '/docs/errors');
  const combobox = page.getByRole('combobox', { name: 'Search the docs' });
  const searchFor = async (query: string, status: RegExp) => {
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await combobox.fill(query);
    await expect(page.getByRole('status').filter({ hasText: status })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(combobox).toHaveCount(0);
  };
  // Found something: nothing reported (it would reach the collector before the report below).
  await searchFor('webhook signatures', /\d+ results?/);
  // (Words no page has, near or far: a partial match would be results.)
  await searchFor('frobnicate zq@xvqz.qq ghp_8f3kd93kdl39dk3kd93kd9xq zyzzyva', /No results/);

  const events = await collector.waitFor((all) => selfDescribing(all, 'page_action').length === 1, 'the no-results report');
  const actions = selfDescribing(events, 'page_action');
  expect(data(actions)).toEqual([{ action_name: 'search_no_results', action_value: 'frobnicate zyzzyva' }]);
  for (const event of actions) expect(igluErrors(event.unstruct ?? { schema: '', data: null })).toEqual([]);
});

test.describe('with Do Not Track on', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  });

  test('nothing is sent, stored or downloaded, even with consent', async ({ page, collector }) => {
    const traffic = watchAnalyticsTraffic(page);
    await page.goto('/');
    await acceptAllFromBanner(page);
    await follow(page, 'Make your first API call', /\/docs\/quick-start$/);
    await page.reload({ waitUntil: 'networkidle' });
    await expectConsentFlags(page, flags(true));
    expect(traffic.collectorRequests).toEqual([]);
    expect(await traffic.trackerDownloaded()).toBe(false);
    expect(await trackerCookies(page)).toEqual([]);
    expect(await collector.events()).toEqual([]);
  });
});

test('withdrawing consent stops tracking at once and removes the tracker cookies and storage', async ({ page, collector }) => {
  const traffic = watchAnalyticsTraffic(page);
  await consentAndTrack(page, collector);
  await expect.poll(() => trackerCookies(page)).toHaveLength(2);
  expect(await storageKeys(page)).toContain(OUT_QUEUE);

  await (await openCookieSettings(page)).getByRole('button', { name: 'Decline all' }).click();
  await expect.poll(() => trackerCookies(page)).toEqual([]);
  await expect.poll(() => storageKeys(page)).toEqual([]);
  const requestsAtWithdrawal = traffic.collectorRequests.length;

  // Route changes, activity and a reload later: nothing more reaches the collector or storage.
  await follow(page, 'Make your first API call', /\/docs\/quick-start$/);
  await page.mouse.wheel(0, 600);
  await page.reload({ waitUntil: 'networkidle' });
  expect(traffic.collectorRequests).toHaveLength(requestsAtWithdrawal);
  expect(pageViews(await collector.events())).toHaveLength(1);
  expect(await trackerCookies(page)).toEqual([]);
  expect(await storageKeys(page)).toEqual([]);

  // Consent again, and tracking resumes.
  await (await openCookieSettings(page)).getByRole('button', { name: 'Accept all' }).click();
  await collector.waitFor((all) => pageViews(all).length === 2, 'a page view after consenting again');
});

test('withdrawal also drops events still queued for a collector that is down', async ({ page, collector }) => {
  await consentAndTrack(page, collector);
  await queueWhileCollectorIsDown(page, collector);

  await (await openCookieSettings(page)).getByRole('button', { name: 'Decline all' }).click();
  await expect.poll(() => storageKeys(page)).toEqual([]);
  await collector.setFailing(false);
  // The tracker flushes its queue when the tab is hidden: nothing is left to flush.
  await hideTab(page);
  await page.reload({ waitUntil: 'networkidle' });
  expect(pageViews(await collector.events())).toHaveLength(1);
});

test('events queued while the collector is down all arrive once it is back, also across a reload', async ({ page, collector }) => {
  await consentAndTrack(page, collector);

  await queueWhileCollectorIsDown(page, collector);
  await follow(page, 'Guides', /\/docs$/);
  await expect.poll(() => collector.rejectedCount()).toBeGreaterThan(1);
  const queued = () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]').length as number, OUT_QUEUE);
  expect(await queued()).toBe(2);
  // Still down across a reload: the queue is kept in local storage and grows by the new page view.
  await page.reload();
  await expect.poll(queued).toBe(3);

  await collector.setFailing(false);
  await follow(page, 'Authentication', /\/docs\/authentication$/);
  const events = await collector.waitFor((all) => pageViews(all).length === 5, 'every queued page view');
  expect(paths(pageViews(events))).toEqual(['/', '/docs/quick-start', '/docs', '/docs', '/docs/authentication']);
  expect(new Set(events.map((event) => event.fields.eid)).size).toBe(events.length);
  await expect.poll(queued).toBe(0);
});
