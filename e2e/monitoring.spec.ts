// Error reporting (docs/contract.md 'Error reporting'): the real SDK in Chromium, the same-origin tunnel, and
// the loopback ingest of e2e/peers. Other spec files report to the same ingest at the same time, so each
// test finds its own reports by ids it makes up, or reads what its own page posted to the tunnel.
import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { throwUncaught } from './support/uncaught-error';
import { serializeEnvelope } from '../src/monitoring/envelope';
import { TUNNEL_UPSTREAM_TIMEOUT_MS } from '../src/monitoring/tunnel';
import {
  attribute,
  envelopesOf,
  errorValue,
  eventsIn,
  ingestDsn,
  ingestEnvelopes,
  ingestOrigin,
  ingestPort,
  recordTunnelPosts,
  setIngestMode,
  spansIn,
  TUNNEL_PATH,
  type SentEvent,
  type SentSpan,
  type TunnelPost,
} from './peers/sentry-ingest-client';
import type { ReceivedEnvelope } from './peers/sentry-ingest-types';
import { addConsentCookie, consentBanner, cookieSettings, encodedFlags, flags } from './support/consent';

// The tests switch the shared ingest down and slow; one at a time.
test.describe.configure({ mode: 'serial' });

const START = new Date('2026-01-01T00:00:00Z');
const CLIENT_FIXTURE_ERROR = 'Fixture: this component throws while rendering in the browser';
const newId = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** A fake clock that stands still: the SDK's idle-time load and its span timers move only with runFor. */
async function stopClock(page: Page) {
  await page.clock.install({ time: START });
  await page.clock.pauseAt(new Date(START.getTime() + 1000));
}

/**
 * The framework loads once the first paint is reported, which the stopped clock does not hold back;
 * the clock stays where it is, so nothing that waits for idle time (the SDK) has run.
 */
async function hydrateUnderStoppedClock(page: Page) {
  await waitForHydration(page);
}

/** Spans that mention the text anywhere, as 'op url' for a readable failure. */
const spansAbout = (spans: SentSpan[], text: string) =>
  spans
    .filter((span) => JSON.stringify(span).includes(text))
    .map((span) => `${attribute(span, 'sentry.op')} ${attribute(span, 'url.full')}`);

const posted = (posts: TunnelPost[], message: string) => eventsIn(envelopesOf(posts)).some((event) => errorValue(event) === message);

/**
 * Lets everything the SDK would send go out: an error proves the SDK is up (an error loads it at once),
 * then its timers run out (idle spans end, span buffers flush), then a last error is posted, after
 * anything those timers sent.
 */
/** 'Cookie settings' with the clock stopped: React reveals the lazily loaded dialog after a timer, so time has to pass. */
async function openCookieSettingsUnderStoppedClock(page: Page) {
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
  const dialog = cookieSettings(page);
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(dialog).toBeVisible({ timeout: 500 });
  }).toPass();
  return dialog;
}

async function settle(page: Page, posts: TunnelPost[], label: string) {
  await throwUncaught(page, `ready ${label}`);
  await expect.poll(() => posted(posts, `ready ${label}`)).toBe(true);
  await page.clock.runFor(15_000);
  await throwUncaught(page, `settled ${label}`);
  await expect.poll(() => posted(posts, `settled ${label}`)).toBe(true);
}

/** Waits until the ingest has received an event matching the predicate; returns it with its envelope. */
async function receivedEvent(matches: (event: SentEvent) => boolean): Promise<{ envelope: ReceivedEnvelope; event: SentEvent }> {
  let found: { envelope: ReceivedEnvelope; event: SentEvent } | undefined;
  await expect
    .poll(async () => {
      for (const envelope of await ingestEnvelopes()) {
        const event = eventsIn([envelope]).find(matches);
        if (event && !found) found = { envelope, event };
      }
      return Boolean(found);
    })
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/**
 * Waits until this page has posted an event matching the predicate and the ingest has received it.
 * (Addresses carry no query, so a page's own posts are how a test finds its events.)
 */
async function postedAndReceived(posts: TunnelPost[], matches: (event: SentEvent) => boolean) {
  let posted: SentEvent | undefined;
  await expect.poll(() => Boolean((posted = eventsIn(envelopesOf(posts)).find(matches)))).toBe(true);
  return receivedEvent((event) => event.event_id === posted?.event_id);
}

/** A returning visitor who accepted everything, statistics included: page loads and navigations are traced. */
async function acceptAllBeforeLoading(page: Page, baseURL: string | undefined) {
  await addConsentCookie(page, baseURL, encodedFlags(flags(true)));
}

/** An envelope with one event; `dsn: null` leaves the DSN out of its header. */
const genuineEnvelope = (marker: string, dsn: string | null = ingestDsn(), attachment?: Uint8Array) =>
  Buffer.from(
    serializeEnvelope({
      header: { event_id: marker, sent_at: new Date().toISOString(), ...(dsn === null ? {} : { dsn }) },
      items: [
        { header: { type: 'event' }, payload: { event_id: marker, message: marker, level: 'error', platform: 'javascript' } },
        ...(attachment ? [{ header: { type: 'attachment', filename: 'big.bin' }, payload: attachment }] : []),
      ],
    }),
  );

test('the SDK is not in the first load; an error before it loads still reaches the ingest through the tunnel', async ({
  page,
  context,
  baseURL,
}) => {
  const id = newId();
  const sdkScripts: string[] = [];
  const straightToIngest: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(ingestOrigin())) straightToIngest.push(request.url());
  });
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    if ((await response.text().catch(() => '')).includes('sentry.javascript')) sdkScripts.push(response.url());
  });
  await context.addCookies([{ name: 'session', value: `cookie-${id}`, url: baseURL ?? '' }]);
  const posts = recordTunnelPosts(page);
  await stopClock(page);

  await page.goto(`/docs?run=${id}&token=secret-${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tessera developer platform' })).toBeVisible();
  await hydrateUnderStoppedClock(page);
  // The browser has not been idle yet (the clock stands still), so the SDK is not loaded.
  expect(sdkScripts).toEqual([]);

  await throwUncaught(page, `uncaught ${id}`);
  // The error loads the SDK at once, which posts it to the same-origin tunnel with the project parameter.
  await expect.poll(() => sdkScripts).toHaveLength(1);
  await expect.poll(() => posted(posts, `uncaught ${id}`)).toBe(true);
  expect(posts.map((post) => `${post.url.origin}${post.url.pathname}${post.url.search}`)).toContain(`${baseURL}${TUNNEL_PATH}?p=1`);
  expect(posts.filter((post) => post.malformed)).toEqual([]);
  expect(straightToIngest).toEqual([]);

  const { envelope, event } = await receivedEvent((candidate) => errorValue(candidate) === `uncaught ${id}`);
  expect(event.exception?.values?.[0]?.mechanism).toMatchObject({ handled: false });
  expect(event.release).toMatch(/^tessera-developers@\d+\.\d+\.\d+/);
  expect(event.environment).toBe('production');
  // No personal data: no user, no IP, no cookies, no headers, and no query parameter off the allow-list.
  expect(event.user).toBeUndefined();
  expect(event.request?.url).toBe(`${baseURL}/docs`);
  expect(event.request?.headers).toBeUndefined();
  expect(JSON.stringify(envelope)).not.toContain(`run=${id}`);
  expect(JSON.stringify(envelope)).not.toContain(`secret-${id}`);
  expect(JSON.stringify(envelope)).not.toContain(`cookie-${id}`);
  expect(envelope.headers).not.toHaveProperty('cookie');
  // It came from the site's server (the tunnel), not from the browser.
  expect(envelope.headers['user-agent'] ?? '').not.toMatch(/Chrome/);
  expect(envelope.header.dsn).toBe(ingestDsn());
  // And error reporting left nothing behind in the browser.
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['session']);
  expect(
    await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => /sentry/i.test(key))),
  ).toEqual([]);
});

test('a render error in the browser is reported by the error page, which offers a retry', async ({ page }) => {
  const posts = recordTunnelPosts(page);
  await page.goto('/fixtures/client-error');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Break this page' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert).toBeVisible();
  const client = await postedAndReceived(posts, (event) => errorValue(event) === CLIENT_FIXTURE_ERROR);
  expect(client.event.tags).toMatchObject({ boundary: 'route' });
  expect(client.event.exception?.values?.[0]?.mechanism).toMatchObject({ handled: true });
  // Its stack names our source, not a minified chunk: the tunnel applies the build's hidden source maps.
  const frames = client.event.exception?.values?.[0]?.stacktrace?.frames ?? [];
  expect(frames).toContainEqual(
    expect.objectContaining({ filename: 'src/app/(en)/fixtures/client-error/ThrowOnDemand.tsx', lineno: 5, in_app: true }),
  );
  expect(frames.filter((frame) => frame.in_app).every((frame) => frame.filename?.startsWith('src/'))).toBe(true);
  // The browser itself never saw a map: what it posted still points into the chunk.
  const sentByBrowser = eventsIn(envelopesOf(posts)).find((event) => errorValue(event) === CLIENT_FIXTURE_ERROR);
  expect(JSON.stringify(sentByBrowser?.exception)).toContain('/_next/static/');
  expect(JSON.stringify(sentByBrowser?.exception)).not.toContain('src/app/');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Break this page' })).toBeVisible();
});

test('source maps are not served: a request for one answers 404, and no chunk names one', async ({ page, request }) => {
  await page.goto('/fixtures/client-error');
  await waitForHydration(page);
  const chunks = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /^\/_next\/static\/.*\.js$/.test(path)),
  );
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) {
    const script = await request.get(chunk);
    expect(script.status()).toBe(200);
    expect(await script.text()).not.toContain('sourceMappingURL');
    expect((await request.get(`${chunk}.map`)).status(), `${chunk}.map`).toBe(404);
  }
});

test('redirects in the browser are never reported, raised while rendering or wrapped in an error; a real error on the same page is', async ({
  page,
}) => {
  const posts = recordTunnelPosts(page);
  await page.goto('/fixtures/redirects');
  await waitForHydration(page);
  // All in one document, so that reports queue in one place and leave in the order they happen.
  await page.getByRole('button', { name: 'Redirect while rendering' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  // (The redirect replaced the history entry: back is the way in again, on the client.)
  await page.evaluate(() =>
    (window as unknown as { next: { router: { push: (to: string) => void } } }).next.router.push('/fixtures/redirects'),
  );
  await page.getByRole('button', { name: 'Fail after a redirect' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await page.getByRole('button', { name: 'Break this page' }).click();
  // Once the real error is in, anything reported before it would be too.
  await postedAndReceived(posts, (event) => errorValue(event) === 'Fixture: a real error next to the redirects');
  const reported = eventsIn(envelopesOf(posts)).flatMap((event) => event.exception?.values?.map((value) => value.value) ?? []);
  expect(reported).toEqual(['Fixture: a real error next to the redirects']);
});

test('with statistics consent, page loads and client-side navigations are traced, and their spans reach the ingest', async ({
  page,
  baseURL,
}) => {
  const id = newId();
  const posts = recordTunnelPosts(page);
  await acceptAllBeforeLoading(page, baseURL);
  await stopClock(page);
  await page.goto(`/?run=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Build on Tessera' })).toBeVisible();

  const segments = (op: string) => spansIn(envelopesOf(posts)).filter((span) => span.is_segment && attribute(span, 'sentry.op') === op);
  // Time passes: the browser turns idle, the SDK loads and traces the page load, which ends when idle.
  await expect
    .poll(async () => {
      await page.clock.runFor(1000);
      return segments('pageload').length;
    })
    .toBe(1);
  const [pageLoad] = segments('pageload');
  // The query stays in the browser.
  expect(attribute(pageLoad!, 'url.full')).toBe(`${baseURL}/`);
  expect(JSON.stringify(spansIn(envelopesOf(posts)))).not.toContain(id);
  expect(attribute(pageLoad!, 'sentry.release')).toMatch(/^tessera-developers@/);
  expect(attribute(pageLoad!, 'sentry.environment')).toBe('production');

  await page.getByRole('link', { name: 'Read the overview' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect
    .poll(async () => {
      await page.clock.runFor(1000);
      return segments('navigation').map((span) => attribute(span, 'url.path'));
    })
    .toEqual(['/docs']);
  const [navigation] = segments('navigation');
  // The router fetch of the new page is a child span of the navigation (its address without the query).
  expect(
    spansIn(envelopesOf(posts)).some(
      (span) =>
        span.trace_id === navigation!.trace_id &&
        attribute(span, 'sentry.op') === 'http.client' &&
        String(attribute(span, 'url.full')).startsWith(`${baseURL}/docs`),
    ),
  ).toBe(true);

  // Nothing in them names the browser (the ingest is told not to infer it from the request either).
  expect(JSON.stringify(spansIn(envelopesOf(posts)))).not.toMatch(/HeadlessChrome|Mozilla\//);

  // Both transactions arrived at the ingest, through the tunnel.
  await expect
    .poll(async () => {
      const traces = new Set(
        spansIn(await ingestEnvelopes())
          .filter((span) => span.is_segment)
          .map((span) => span.trace_id),
      );
      return [traces.has(pageLoad!.trace_id), traces.has(navigation!.trace_id)];
    })
    .toEqual([true, true]);
});

test('a 404 sends no transaction, whether loaded or reached by client-side navigation', async ({ page, baseURL }) => {
  // Real timers here: the fake clock also fakes the Performance API, which tells the SDK the document's status.
  const id = newId();
  await acceptAllBeforeLoading(page, baseURL);
  const posts = recordTunnelPosts(page);
  const navigations = () =>
    spansIn(envelopesOf(posts))
      .filter((span) => span.is_segment && attribute(span, 'sentry.op') === 'navigation')
      .map((span) => attribute(span, 'url.path'));
  const response = await page.goto(`/docs/missing-${id}`);
  expect(response?.status()).toBe(404);
  await throwUncaught(page, `ready 404 load ${id}`);
  await expect.poll(() => posted(posts, `ready 404 load ${id}`)).toBe(true);

  // Leaving client-side for a real page ends whatever the 404 page load had open; the navigation's own
  // transaction is sent (the control), later than anything that ending would have sent.
  await page.getByRole('link', { name: 'Browse the docs' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect.poll(navigations, { timeout: 15_000 }).toEqual(['/docs']);

  // A client-side navigation to a missing page (Next completes it by loading the 404 page), and back.
  await page.evaluate(
    (href) => (window as unknown as { next: { router: { push: (to: string) => void } } }).next.router.push(href),
    `/docs/gone-${id}`,
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await throwUncaught(page, `ready 404 navigation ${id}`);
  await expect.poll(() => posted(posts, `ready 404 navigation ${id}`)).toBe(true);
  await page.getByRole('link', { name: 'Browse the docs' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await expect.poll(navigations, { timeout: 15_000 }).toEqual(['/docs', '/docs']);

  const spans = spansIn(envelopesOf(posts));
  expect(spans.filter((span) => span.is_segment && attribute(span, 'sentry.op') === 'pageload')).toEqual([]);
  expect(spansAbout(spans, `missing-${id}`)).toEqual([]);
  expect(spansAbout(spans, `gone-${id}`)).toEqual([]);

  // Nor did anything about them reach the ingest, by the time the last navigation did.
  const last = spans.filter((span) => span.is_segment).at(-1);
  await expect.poll(async () => spansIn(await ingestEnvelopes()).some((span) => span.span_id === last?.span_id)).toBe(true);
  const received = spansIn(await ingestEnvelopes());
  expect(spansAbout(received, `missing-${id}`)).toEqual([]);
  expect(spansAbout(received, `gone-${id}`)).toEqual([]);
});

test.describe('with Do Not Track on', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' }));
  });

  test('errors are still reported, but page loads and navigations are not traced, even with consent', async ({ page, baseURL }) => {
    const id = newId();
    const posts = recordTunnelPosts(page);
    await acceptAllBeforeLoading(page, baseURL);
    await stopClock(page);
    await page.goto(`/?run=${id}`);
    await hydrateUnderStoppedClock(page);
    await settle(page, posts, `dnt load ${id}`);
    await page.getByRole('link', { name: 'Read the overview' }).click();
    await expect(page).toHaveURL(/\/docs$/);
    await settle(page, posts, `dnt navigation ${id}`);

    expect(spansIn(envelopesOf(posts))).toEqual([]);
    await receivedEvent((event) => errorValue(event) === `settled dnt navigation ${id}`);
  });
});

test('tracing follows statistics consent without a reload; errors are reported whatever the consent', async ({ page }) => {
  const id = newId();
  const posts = recordTunnelPosts(page);
  const traced = () =>
    spansIn(envelopesOf(posts))
      .filter((span) => span.is_segment)
      .map((span) => `${attribute(span, 'sentry.op')} ${attribute(span, 'url.path')}`);
  const navigate = async (name: string, path: string) => {
    await page.getByRole('link', { name, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  };
  await stopClock(page);
  await page.goto('/');
  await hydrateUnderStoppedClock(page);
  await consentBanner(page).getByRole('button', { name: 'Only essential' }).click();
  await navigate('Read the overview', '/docs');
  await navigate('Authentication', '/docs/authentication');
  await navigate('Pagination', '/docs/pagination');
  await settle(page, posts, `essential ${id}`);
  expect(traced()).toEqual([]);
  // The error of a visitor who declined statistics still reaches the ingest.
  await receivedEvent((event) => errorValue(event) === `settled essential ${id}`);

  // Accepting traces the next navigation, on the same page.
  await (await openCookieSettingsUnderStoppedClock(page)).getByRole('button', { name: 'Accept all' }).click();
  await navigate('Errors', '/docs/errors');
  await expect
    .poll(async () => {
      await page.clock.runFor(1000);
      return traced();
    })
    .toEqual(['navigation /docs/errors']);

  // Withdrawing stops it again.
  await (await openCookieSettingsUnderStoppedClock(page)).getByRole('button', { name: 'Decline all' }).click();
  await navigate('Authentication', '/docs/authentication');
  await settle(page, posts, `withdrawn ${id}`);
  expect(traced()).toEqual(['navigation /docs/errors']);
});

test('the tunnel refuses forged, oversized and malformed envelopes, and none of them reaches the ingest', async ({ request }) => {
  const id = newId();
  const marker = (label: string) => `${label}-${id}`;
  const refusals: [label: string, path: string, body: Buffer | string, status: number][] = [
    ['other-host', `${TUNNEL_PATH}?p=1`, genuineEnvelope(marker('other-host'), `http://publickey@evil.example:${ingestPort()}/1`), 403],
    [
      'other-host-alias',
      `${TUNNEL_PATH}?p=1`,
      genuineEnvelope(marker('other-host-alias'), `http://publickey@localhost:${ingestPort()}/1`),
      403,
    ],
    ['other-project', `${TUNNEL_PATH}?p=1`, genuineEnvelope(marker('other-project'), `http://publickey@127.0.0.1:${ingestPort()}/2`), 403],
    ['other-project-query', `${TUNNEL_PATH}?p=2`, genuineEnvelope(marker('other-project-query')), 403],
    ['other-key', `${TUNNEL_PATH}?p=1`, genuineEnvelope(marker('other-key'), `http://otherkey@127.0.0.1:${ingestPort()}/1`), 403],
    ['no-dsn', `${TUNNEL_PATH}?p=1`, genuineEnvelope(marker('no-dsn'), null), 400],
    ['malformed', `${TUNNEL_PATH}?p=1`, `${marker('malformed')} is not an envelope`, 400],
    ['truncated', `${TUNNEL_PATH}?p=1`, genuineEnvelope(marker('truncated')).subarray(0, 60), 400],
    ['oversized', `${TUNNEL_PATH}?p=1`, genuineEnvelope(marker('oversized'), ingestDsn(), new Uint8Array(1024 * 1024)), 413],
  ];
  for (const [label, path, body, status] of refusals) {
    const response = await request.post(path, { data: body, headers: { 'content-type': 'text/plain;charset=UTF-8' } });
    expect(response.status(), label).toBe(status);
  }
  expect((await request.get(`${TUNNEL_PATH}?p=1`)).status()).toBe(405);

  // The genuine article goes through, carrying nothing of the sender's request.
  const genuine = await request.post(`${TUNNEL_PATH}?p=1`, {
    data: genuineEnvelope(marker('genuine')),
    headers: { 'content-type': 'text/plain;charset=UTF-8', cookie: `session=${id}`, 'x-forwarded-for': '203.0.113.9' },
  });
  expect(genuine.status()).toBe(200);
  const { envelope } = await receivedEvent((event) => event.event_id === marker('genuine'));
  expect(envelope.project).toBe('1');
  expect(envelope.headers).not.toHaveProperty('cookie');
  expect(envelope.headers).not.toHaveProperty('x-forwarded-for');

  // The refused ones were answered before the genuine one was sent; none of them arrived.
  const everything = JSON.stringify(await ingestEnvelopes());
  for (const [label] of refusals) expect(everything, label).not.toContain(marker(label));
});

test('with the ingest down or slow, pages work as before and the tunnel answers within seconds', async ({ page, request }) => {
  const id = newId();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const tunnelAnswers: { status: number; milliseconds: number }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== TUNNEL_PATH) return;
    // Time from sending to the answer's first byte (the SDK's keepalive requests report no body end).
    tunnelAnswers.push({ status: response.status(), milliseconds: response.request().timing().responseStart });
  });
  try {
    await setIngestMode('down', id);
    // The ingest finds this run's reports by the id, in a campaign tag (the only query parameters sent).
    await page.goto(`/fixtures/client-error?utm_content=run-${id}`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Break this page' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(alert).toBeVisible();
    await expect.poll(() => tunnelAnswers.map((answer) => answer.status)).toContain(502);
    for (const answer of tunnelAnswers) {
      // Playwright reports -1 when it could not time the response: that must not pass as fast.
      expect(answer.milliseconds, 'the answer was timed').not.toBe(-1);
      expect(answer.milliseconds).toBeLessThan(2000);
    }
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Break this page' })).toBeVisible();
    await page.getByRole('link', { name: 'Tessera Developers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Build on Tessera' })).toBeVisible();
    expect(pageErrors).toEqual([]);

    let started = Date.now();
    expect((await request.post(`${TUNNEL_PATH}?p=1`, { data: genuineEnvelope(`down-${id}`) })).status()).toBe(502);
    expect(Date.now() - started).toBeLessThan(2000);

    await setIngestMode('slow', id);
    started = Date.now();
    expect((await request.post(`${TUNNEL_PATH}?p=1`, { data: genuineEnvelope(`slow-${id}`) })).status()).toBe(504);
    expect(Date.now() - started).toBeLessThan(TUNNEL_UPSTREAM_TIMEOUT_MS + 2000);
  } finally {
    await setIngestMode('up', id);
  }
});

test('when the SDK cannot load, the page works as before and reports nothing', async ({ page }) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  const posts = recordTunnelPosts(page);
  const blocked: string[] = [];
  // The SDK's chunk fails to download, as with an ad blocker or a dropped connection.
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    if ((await response.text()).includes('sentry.javascript')) {
      blocked.push(route.request().url());
      await route.abort('blockedbyclient');
    } else await route.fulfill({ response });
  });
  await page.goto('/fixtures/client-error');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Break this page' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert).toBeVisible();
  // (The runtime may ask for the chunk more than once; it is always the one chunk.)
  await expect.poll(() => new Set(blocked).size).toBe(1);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Break this page' })).toBeVisible();
  await page.getByRole('link', { name: 'Tessera Developers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Build on Tessera' })).toBeVisible();
  expect(pageErrors).toEqual([]);
  expect(posts).toEqual([]);
  // Prefetches may still be passing through the handler as the page closes.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
