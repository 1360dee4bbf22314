// The reference's API console ('Try it') against the loopback mock of the Tessera API
// (e2e/peers/tessera-api.ts, on the port the e2e build's NEXT_PUBLIC_API_BASE_URL names): a GET and a
// POST answered, a 401 without a token, a 422 for a body the schema refuses, a server that is down, a
// CORS refusal, a time-out and an answer that is not JSON, each with its own message; the token kept
// in memory only and never sent anywhere but the API; at 375 px with touch in a right-to-left locale;
// and nothing of it without JavaScript. (That its code is not in the first load: budget.spec.ts.)
import { expect, type Locator, type Page, test } from '@playwright/test';
import { type RecordedRequest, startTesseraApi, type TesseraApi } from './peers/tessera-api';
import { loadApiDocument } from './peers/tessera-api-backend';
import { recordTunnelPosts } from './peers/sentry-ingest-client';
import { axeViolations } from './support/axe';
// Its own Chromium, to tell this test's events at the collector by user agent: only the test that reads them.
import { test as withCollector } from './support/collector';
import { acceptAllFromBanner } from './support/consent';
import { waitForHydration } from './support/hydration';

const API_PORT = Number(process.env.E2E_API_PORT);
const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
/** A token no other text on the site could contain, so finding it anywhere is a leak. */
const TOKEN = 'tsr_pat_e2eConsoleSecret7Qx9';

// One mock on the build's fixed port: the tests take turns with it (and stop or reconfigure it).
test.describe.configure({ mode: 'serial' });

let api: TesseraApi;
async function restartApi(options: Parameters<typeof startTesseraApi>[0] = {}) {
  await api?.close();
  api = await startTesseraApi({ port: API_PORT, ...options });
}
test.beforeAll(async () => restartApi());
test.afterAll(async () => api?.close());
test.afterEach(async () => {
  // Every test leaves the usual mock behind, whatever it did to it.
  await restartApi();
});

const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function openConsole(page: Page, operationTitle: string): Promise<Locator> {
  await waitForHydration(page);
  await section(page, operationTitle).getByRole('button', { name: 'Try it' }).click();
  const dialog = page.getByRole('dialog', { name: `Try it: ${operationTitle}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The line that says how the request went (the code blocks' copy buttons have status regions too, after it). */
const status = (dialog: Locator) => dialog.getByRole('region', { name: 'Response' }).getByRole('status').first();
const apiCalls = (method: string, path: string): RecordedRequest[] =>
  api.requests.filter((request) => request.method === method && request.path === path);

test('a reader sends a GET with a token and reads the answer: status, time, headers, highlighted body, and the request as curl', async ({
  page,
}) => {
  await page.goto('/docs/reference/files');
  // With the site's own cookie set, so that 'no cookie goes to the API' could fail.
  await acceptAllFromBanner(page);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('consent_state');
  const dialog = await openConsole(page, 'Get a file');
  await expect(dialog.getByText(`${API_ORIGIN}/v1/files/{file_key}`)).toBeVisible();
  // The path value starts from the document's example.
  await expect(dialog.getByRole('textbox', { name: /file_key/ })).toHaveValue('fk_8Jd2kLq9Zx');
  await dialog.getByLabel('Bearer token').fill(TOKEN);
  await dialog.getByRole('textbox', { name: /depth/ }).fill('1');
  await dialog.getByRole('button', { name: 'Send' }).click();

  await expect(status(dialog)).toHaveText(/^200 OK in \d+ ms$/);
  const [sent] = apiCalls('GET', '/v1/files/fk_8Jd2kLq9Zx');
  expect(sent?.headers.authorization).toBe(`Bearer ${TOKEN}`);
  expect(sent?.query).toEqual({ depth: '1' });
  // No cookie of the site goes to the API.
  expect(sent?.headers.cookie).toBeUndefined();

  const body = dialog.getByRole('figure').filter({ hasText: 'Response body' });
  await expect(body).toContainText('"document"');
  // Highlighted with the site's themes (Shiki's CSS variables), once its code has arrived.
  await expect(body.locator('pre span[style*="--shiki-light"]').first()).toBeAttached();
  await dialog.getByText(/^Headers \(\d+\)$/).click();
  await expect(dialog.getByRole('definition').filter({ hasText: /^req_/ })).toBeVisible();

  const curl = dialog.getByRole('figure').filter({ hasText: 'Request as curl' });
  await expect(curl).toContainText(`--url '${API_ORIGIN}/v1/files/fk_8Jd2kLq9Zx?depth=1'`);
  await expect(curl).toContainText('--header "Authorization: Bearer $TESSERA_TOKEN"');
  await expect(curl).not.toContainText(TOKEN);
});

test('a POST sends the body as typed; a body the schema refuses is flagged as it is typed, and the API answers 422', async ({ page }) => {
  await page.goto('/docs/reference/webhooks');
  const dialog = await openConsole(page, 'Create a webhook');
  await dialog.getByLabel('Bearer token').fill(TOKEN);
  const body = dialog.getByRole('textbox', { name: 'JSON body' });
  const example = JSON.parse(await body.inputValue()) as Record<string, unknown>;
  expect(example).toHaveProperty('endpoint');
  await expect(dialog.getByText('Matches the schema.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(status(dialog)).toHaveText(/^201 Created in \d+ ms$/);
  expect(apiCalls('POST', '/v1/webhooks').map((request) => request.body)).toEqual([example]);

  // The endpoint removed: the console says so at once, still sends, and shows the API's own verdict.
  const { endpoint: _removed, ...withoutEndpoint } = example;
  await body.fill(JSON.stringify(withoutEndpoint, null, 2));
  await expect(body).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('listitem').filter({ hasText: /endpoint/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(status(dialog)).toHaveText(/^422 Unprocessable Entity in \d+ ms$/);
  await expect(dialog.getByRole('figure').filter({ hasText: 'Response body' })).toContainText('validation_failed');

  // Not JSON at all: named while typing; the API answers 400.
  await body.fill('{"team_id": ');
  await expect(dialog.getByRole('listitem').filter({ hasText: /^Not valid JSON/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(status(dialog)).toHaveText(/^400 Bad Request in \d+ ms$/);
});

test('without a token the API answers 401, and the console shows its error body', async ({ page }) => {
  await page.goto('/docs/reference/users');
  const dialog = await openConsole(page, 'Get the current user');
  await expect(dialog.getByText('This operation needs a token.', { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(status(dialog)).toHaveText(/^401 Unauthorized in \d+ ms$/);
  await expect(dialog.getByRole('figure').filter({ hasText: 'Response body' })).toContainText('unauthenticated');
  expect(apiCalls('GET', '/v1/me')[0]?.headers.authorization).toBeUndefined();
});

test('a server that is down, one that refuses this site (CORS), and one that does not answer in time each get their own message', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/docs/reference/users');
  const dialog = await openConsole(page, 'Get the current user');
  await dialog.getByLabel('Bearer token').fill(TOKEN);
  const send = dialog.getByRole('button', { name: 'Send' });

  await api.close();
  await send.click();
  await expect(status(dialog)).toHaveText(
    `Could not reach ${API_ORIGIN}: the server is down or unreachable, or you are offline. Nothing was received.`,
  );

  await restartApi({ allowedOrigins: ['https://somewhere-else.example'] });
  await send.click();
  await expect(status(dialog)).toContainText(`${API_ORIGIN} is up but did not allow this site`);
  await expect(status(dialog)).toContainText('CORS');
  // It did reach the API (which answered the preflight without permission): that is how the two are told apart.
  expect(api.requests.filter((request) => request.path === '/v1/me').length).toBeGreaterThan(0);
  expect(apiCalls('GET', '/v1/me')).toEqual([]);

  await restartApi({ latencyMs: 120_000 });
  await send.click();
  await expect(status(dialog)).toHaveText('Sending…');
  await page.clock.runFor(30_000);
  await expect(status(dialog)).toHaveText(/^No answer from http:\/\/127\.0\.0\.1:\d+ within 30 seconds/);
  // The request as curl is still there to try elsewhere.
  await expect(dialog.getByRole('figure').filter({ hasText: 'Request as curl' })).toContainText(`${API_ORIGIN}/v1/me`);
});

test('an answer that is not JSON is shown as text, and said to be', async ({ page }) => {
  // A proxy's error page in front of the API (the mock itself always answers JSON).
  await page.route(`${API_ORIGIN}/v1/me`, (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>', headers: { 'access-control-allow-origin': '*' } }),
  );
  await page.goto('/docs/reference/users');
  const dialog = await openConsole(page, 'Get the current user');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(status(dialog)).toHaveText(/^502 Bad Gateway in \d+ ms$/);
  await expect(dialog.getByText('The answer is not JSON (text/html): shown as text.')).toBeVisible();
  await expect(dialog.getByRole('figure').filter({ hasText: 'Response body' })).toContainText('<h1>Bad gateway</h1>');
});

withCollector(
  'the token lives in memory for the tab only: kept across consoles, gone on reload, never stored, in a URL, in analytics or in error reports',
  async ({ page, collector }) => {
    const requests: { url: string; body: string }[] = [];
    page.on('request', (request) => requests.push({ url: request.url(), body: request.postData() ?? '' }));
    const tunnelPosts = recordTunnelPosts(page);
    await page.goto('/docs/reference/files');
    await acceptAllFromBanner(page);
    let dialog = await openConsole(page, 'Get a file');
    await dialog.getByLabel('Bearer token').fill(TOKEN);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(status(dialog)).toHaveText(/^200 OK/);
    // Not in the document's HTML either (a controlled input would mirror it into its value attribute).
    await expect(dialog.getByLabel('Bearer token')).toHaveValue(TOKEN);
    expect(await page.content()).not.toContain(TOKEN);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Another operation's console has the token, and reopening this one finds what was typed and got.
    dialog = await openConsole(page, 'Get file metadata');
    await expect(dialog.getByLabel('Bearer token')).toHaveValue(TOKEN);
    await dialog.getByRole('button', { name: 'Close' }).click();
    dialog = await openConsole(page, 'Get a file');
    await expect(status(dialog)).toHaveText(/^200 OK/);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // An error report made now carries the page's breadcrumbs (the console's request among them)…
    await page.evaluate(() =>
      setTimeout(() => {
        throw new Error('api-console-e2e');
      }),
    );
    await expect.poll(() => JSON.stringify(tunnelPosts.map((post) => post.envelope))).toContain('api-console-e2e');
    const reports = JSON.stringify(tunnelPosts.map((post) => post.envelope));
    expect(reports).toContain(`${API_ORIGIN}/v1/files/fk_8Jd2kLq9Zx`);
    // … and the analytics that consent allowed went out…
    const events = await collector.waitFor((all) => all.length > 0, 'a page view');

    // … but the token is in none of them, nor in any storage or URL, and it went to the API only.
    expect(reports).not.toContain(TOKEN);
    expect(JSON.stringify(events)).not.toContain(TOKEN);
    const stored = await page.evaluate(async () => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
      cookies: document.cookie,
      databases: JSON.stringify(await indexedDB.databases()),
      caches: JSON.stringify(await caches.keys()),
      url: location.href,
      history: JSON.stringify(history.state),
    }));
    expect(JSON.stringify(stored)).not.toContain(TOKEN);
    expect((await page.context().cookies()).map((cookie) => cookie.value).join('\n')).not.toContain(TOKEN);
    for (const request of requests) {
      expect(request.url).not.toContain(TOKEN);
      if (!request.url.startsWith(API_ORIGIN)) expect(request.body, request.url).not.toContain(TOKEN);
    }

    await page.reload();
    dialog = await openConsole(page, 'Get a file');
    await expect(dialog.getByLabel('Bearer token')).toHaveValue('');
  },
);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('at 375 px with touch, under the consent banner: the console fills the screen, reads left to right, fits, passes axe, and sends', async ({
    page,
  }) => {
    // The longest reference page, read by axe in full: on a slow machine it takes more than the usual time.
    test.slow();
    await page.goto('/docs/reference/webhooks');
    await waitForHydration(page);
    await section(page, 'Create a webhook').getByRole('button', { name: 'Try it' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Try it: Create a webhook' });
    await expect(dialog).toBeVisible();
    const box = dialog.locator('[lang="en"][dir="ltr"]').first();
    const size = await box.boundingBox();
    expect(size?.width).toBeLessThanOrEqual(375);
    expect(size?.width).toBeGreaterThan(360);
    // Nothing in it is wider than the screen.
    expect(
      await box.evaluate(
        (element) =>
          [...element.querySelectorAll('*')].filter((child) => child.getBoundingClientRect().right > window.innerWidth + 1).length,
      ),
    ).toBe(0);
    await dialog.getByLabel('Bearer token').fill(TOKEN);
    // The banner (above every dialog, spec §9) has not been answered: Send, below the long body, can
    // still be brought above it and pressed.
    const send = dialog.getByRole('button', { name: 'Send' });
    await send.focus();
    const bannerTop = (await page.locator('[data-consent-banner]').boundingBox())?.y ?? 0;
    expect(bannerTop).toBeGreaterThan(0);
    const sendBox = await send.boundingBox();
    expect((sendBox?.y ?? Infinity) + (sendBox?.height ?? 0)).toBeLessThanOrEqual(bannerTop);
    await send.tap();
    await expect(status(dialog)).toHaveText(/^201 Created/);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).tap();
    await expect(section(page, 'Create a webhook').getByRole('button', { name: 'Try it' })).toBeFocused();
  });

  test('a deprecated operation: the console shows what its Deprecation, Sunset and Link headers announce, and the headers themselves', async ({
    page,
  }) => {
    const document = await loadApiDocument();
    const listComments = (document.paths?.['/files/{file_key}/comments'] as { get: Record<string, unknown> }).get;
    Object.assign(listComments, { deprecated: true, 'x-tessera-sunset': '2027-06-30' });
    await restartApi({ document });
    await page.goto('/docs/reference/comments');
    await waitForHydration(page);
    await section(page, 'List comments').getByRole('button', { name: 'Try it' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Try it: List comments' });
    await dialog.getByLabel('Bearer token').fill(TOKEN);
    await dialog.getByRole('button', { name: 'Send' }).tap();
    await expect(status(dialog)).toHaveText(/^200 OK in \d+ ms, deprecated$/);

    const today = new Date().toISOString().slice(0, 10);
    const note = dialog.getByRole('note');
    await expect(note).toHaveText(
      `Deprecated since ${today}. It is removed on 2027-06-30, as this answer's headers say. About this deprecation (opens in a new tab)`,
    );
    await expect(note.getByRole('link', { name: 'About this deprecation (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://developers.tessera.design/docs/reference/comments#list-file-comments',
    );
    const noteBox = await note.boundingBox();
    expect((noteBox?.x ?? 0) + (noteBox?.width ?? Infinity)).toBeLessThanOrEqual(375);
    await dialog.getByText(/^Headers \(\d+\)$/).tap();
    await expect(dialog.getByRole('term').filter({ hasText: /^sunset$/ })).toBeVisible();
    await expect(dialog.getByRole('definition').filter({ hasText: 'Wed, 30 Jun 2027 00:00:00 GMT' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the reference reads in full and offers no console it could not run', async ({ page }) => {
    await page.goto('/docs/reference/webhooks');
    await expect(section(page, 'Create a webhook')).toBeVisible();
    await expect(section(page, 'Create a webhook').getByRole('table').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try it' })).toHaveCount(0);
  });
});
