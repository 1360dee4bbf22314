// Response headers from the thin host (server.mjs, src/host, src/security) and the Content-Security-Policy
// in the browser: every response hardened, every page's inline scripts hashed in its own <meta> policy,
// zero violations on a tour of the site's features, and a violation, when there is one, caught.
import { readdirSync, statSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { expect, test, type APIResponse } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { inlineScriptHashes } from '../src/security/content-security-policy.mjs';
import { acceptAllFromBanner } from './support/consent';
import { EXPECTED_VIOLATION_MARKER, reportedViolations } from './support/csp-report-log';
import { recordCspViolations } from './support/csp-violations';
import { freeLoopbackPort } from './support/free-port';
import { startTlsServer } from './support/tls-server';

const COLLECTOR = `http://127.0.0.1:${process.env.E2E_COLLECTOR_PORT}`;
/** The API console's origin (NEXT_PUBLIC_API_BASE_URL of the e2e build: the mock API). */
const API = `http://127.0.0.1:${process.env.E2E_API_PORT}`;

/** One directive's sources. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

/** The policy a page carries in its own <meta> (the header's cannot list each page's script hashes). */
const pagePolicy = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';

function expectHardened(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(directive(headers['content-security-policy'] ?? '', 'frame-ancestors'), what).toEqual(["'none'"]);
  // (object-src falls back to default-src, which the endpoints' policy sets.)
  const policy = headers['content-security-policy'] ?? '';
  expect(policy.includes('object-src') ? directive(policy, 'object-src') : directive(policy, 'default-src'), what).toEqual(["'none'"]);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(headers['x-powered-by'], what).toBeUndefined();
  // Nothing to read from another origin, and no cookie set by the server (consent is the page's own).
  expect(headers['access-control-allow-origin'], what).toBeUndefined();
  expect(headers['set-cookie'], what).toBeUndefined();
  expect(headers['strict-transport-security'], `${what}: no HSTS over plain http`).toBeUndefined();
}

/** A hashed script chunk and a font the home page loads. */
async function assetsOf(html: string) {
  const chunk = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(html)?.[1];
  const font = /href="(\/fonts\/[^"]+\.woff2)"/.exec(html)?.[1];
  if (!chunk || !font) throw new Error('the home page names no script chunk or font');
  return { chunk, font };
}

test('every kind of response carries the security headers, none says what runs the server', async ({ request }) => {
  const home = await request.get('/');
  const { chunk, font } = await assetsOf(await home.text());
  const answers: [string, number][] = [
    ['/', 200],
    ['/docs/errors', 200],
    ['/docs/reference/files', 200],
    ['/no-such-page', 404],
    [chunk, 200],
    [font, 200],
    ['/docs/errors.md', 200],
    ['/sitemap.xml', 200],
    ['/llms.txt', 200],
    ['/monitoring', 405],
  ];
  for (const [path, status] of answers) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(status);
    expectHardened(response, path);
  }
});

test("an HTML page's policy allows exactly its own inline scripts, never eval or inline script in general", async ({ request }) => {
  for (const path of ['/', '/docs/errors', '/docs/reference/files', '/no-such-page', '/fixtures/client-error']) {
    const response = await request.get(path);
    const html = await response.text();
    const policy = pagePolicy(html);
    // Before any script, so it covers them all; enforced beside the header's.
    expect(html.indexOf('http-equiv="Content-Security-Policy"'), path).toBeLessThan(html.indexOf('<script'));
    expect(directive(policy, 'default-src'), path).toEqual(["'none'"]);
    const scripts = directive(policy, 'script-src');
    const hashes = inlineScriptHashes(html);
    expect(hashes.length, `${path} has inline scripts`).toBeGreaterThan(0);
    expect(scripts.filter((source) => source.startsWith("'sha")).sort(), path).toEqual([...hashes].sort());
    expect(scripts, path).toContain("'self'");
    expect(scripts, path).not.toContain("'unsafe-eval'");
    expect(scripts, path).not.toContain("'wasm-unsafe-eval'");
    expect(scripts, path).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'object-src'), path).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri'), path).toEqual(["'self'"]);
    // (frame-ancestors and report-uri work only in a header: the header carries them.)
    expect(directive(response.headers()['content-security-policy'] ?? '', 'frame-ancestors'), path).toEqual(["'none'"]);
    // The collector and the API console's API are allowed; the ingest is not, since reports go
    // through the same-origin tunnel. Nothing else may load from the API's origin.
    expect(directive(policy, 'connect-src'), path).toEqual(["'self'", COLLECTOR, API]);
    expect(policy.split(API), path).toHaveLength(2);
  }
});

test('hashed assets are kept for a year; HTML is revalidated with its ETag', async ({ request }) => {
  const home = await request.get('/docs/errors');
  const { chunk, font } = await assetsOf(await (await request.get('/')).text());
  for (const asset of [chunk, font]) {
    expect((await request.get(asset)).headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
  }
  expect(home.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const etag = home.headers()['etag'];
  expect(etag).toBeTruthy();
  const again = await request.get('/docs/errors', { headers: { 'if-none-match': etag ?? '' } });
  expect(again.status()).toBe(304);
});

test("prerendered Markdown, feeds and cards are revalidated like HTML, not kept for Next's CDN year", async ({ request }) => {
  const answers = {
    '/docs/errors.md': await request.get('/docs/errors.md'),
    '/docs/errors as Markdown': await request.get('/docs/errors', { headers: { accept: 'text/markdown' } }),
    '/llms.txt': await request.get('/llms.txt'),
    '/llms-full.txt': await request.get('/llms-full.txt'),
    '/sitemap.xml': await request.get('/sitemap.xml'),
    '/changelog/feed.xml': await request.get('/changelog/feed.xml'),
  };
  for (const [what, response] of Object.entries(answers)) {
    expect(response.status(), what).toBe(200);
    expect(response.headers()['cache-control'], what).toBe('public, max-age=0, must-revalidate');
  }
  expect(answers['/docs/errors as Markdown'].headers()['content-type']).toMatch(/^text\/markdown/);
});

test('text is compressed with gzip or brotli, as the browser accepts', async ({ request }) => {
  const { chunk } = await assetsOf(await (await request.get('/')).text());
  for (const [encoding, expected] of [
    ['gzip', 'gzip'],
    ['br', 'br'],
    ['identity', undefined],
  ] as const) {
    for (const path of ['/docs/errors', chunk]) {
      const response = await request.get(path, { headers: { 'accept-encoding': encoding } });
      expect(response.headers()['content-encoding'], `${path} ${encoding}`).toBe(expected);
      expect((await response.body()).length).toBeGreaterThan(0);
    }
  }
});

test('hashed scripts go out as their build-time brotli or gzip twin: the same script, with its length known', async ({ request }) => {
  const { chunk } = await assetsOf(await (await request.get('/')).text());
  const plain = await request.get(chunk, { headers: { 'accept-encoding': 'identity' } });
  const twin = await request.get(chunk, { headers: { 'accept-encoding': 'gzip, br' } });
  expect(twin.headers()['content-encoding']).toBe('br');
  // Compressed on the fly, a response is chunked; the twin is a file of known length.
  expect(Number(twin.headers()['content-length'])).toBeGreaterThan(0);
  expect(Number(twin.headers()['content-length'])).toBeLessThan((await plain.body()).length);
  expect((await twin.body()).equals(await plain.body())).toBe(true);
  expect(twin.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(twin.headers()['x-content-type-options']).toBe('nosniff');
  expect(twin.headers()['content-type']).toMatch(/^text\/javascript/);
  // A client that refuses brotli gets the gzip twin: also a file of known length, not compressed per request.
  const gzipped = await request.get(chunk, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
  expect(gzipped.headers()['content-encoding']).toBe('gzip');
  expect(Number(gzipped.headers()['content-length'])).toBeGreaterThan(Number(twin.headers()['content-length']));
  expect((await gzipped.body()).equals(await plain.body())).toBe(true);
});

test("the search index's files go out as their brotli twins, kept for good; its entry is revalidated", async ({ request }) => {
  const entryResponse = await request.get('/search.json');
  expect(entryResponse.headers()['cache-control']).toMatch(/^public, max-age=0\b/);
  const { version } = (await entryResponse.json()) as { version: string };
  const largest = (folder: string) =>
    readdirSync(`out/search/${version}/${folder}`)
      .filter((name) => !/\.(br|gz)$/.test(name))
      .map((name) => ({ name, size: statSync(`out/search/${version}/${folder}/${name}`).size }))
      .sort((a, b) => b.size - a.size)[0]?.name;
  for (const file of [`/search/${version}/s/${largest('s')}`, `/search/${version}/p/${largest('p')}`]) {
    const plain = await request.get(file, { headers: { 'accept-encoding': 'identity' } });
    const twin = await request.get(file, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(twin.headers()['content-encoding'], file).toBe('br');
    // A file of known length: the twin.
    expect(Number(twin.headers()['content-length']), file).toBeLessThan((await plain.body()).length);
    expect((await twin.body()).equals(await plain.body()), file).toBe(true);
    expect(twin.headers()['cache-control'], file).toBe('public, max-age=31536000, immutable');
    expect(twin.headers()['x-content-type-options']).toBe('nosniff');
  }
});

test('a page goes out as the build finished it: one page in every encoding, its length, policy and ETag known', async ({ request }) => {
  const path = '/docs/errors';
  const get = (encoding: string) => request.get(path, { headers: { 'accept-encoding': encoding } });
  const answers = { br: await get('br'), gzip: await get('gzip'), identity: await get('identity') };
  const plain = await answers.identity.body();
  for (const [encoding, response] of Object.entries(answers)) {
    expect(response.status(), encoding).toBe(200);
    expect(response.headers()['content-encoding'], encoding).toBe(encoding === 'identity' ? undefined : encoding);
    // A file of known length: the build's twin.
    expect(Number(response.headers()['content-length']), encoding).toBeGreaterThan(0);
    expect((await response.body()).equals(plain), `${encoding}: the same page`).toBe(true);
    expect(response.headers()['content-security-policy'], encoding).toBe(answers.identity.headers()['content-security-policy']);
    // Each encoding is a representation of its own, with its own validator.
    expect(response.headers()['etag'], encoding).toMatch(/^W\/".+"$/);
    // Caches keep the Markdown copy and each encoding apart from the page.
    const varies = (response.headers()['vary'] ?? '').split(/[,\n]/).map((name) => name.trim().toLowerCase());
    expect(varies, encoding).toEqual(expect.arrayContaining(['accept-encoding', 'accept']));
  }
  expect(Number(answers.br.headers()['content-length'])).toBeLessThan(Number(answers.gzip.headers()['content-length']));
  expect(
    directive(pagePolicy(plain.toString('utf8')), 'script-src')
      .filter((source) => source.startsWith("'sha"))
      .sort(),
  ).toEqual([...inlineScriptHashes(plain.toString('utf8'))].sort());
  const policy = answers.br.headers()['content-security-policy'] ?? '';

  // Revalidation and HEAD answer with the same head, and no body.
  const etag = answers.br.headers()['etag'] ?? '';
  const again = await request.get(path, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(again.headers()['content-security-policy']).toBe(policy);
  expect((await again.body()).length).toBe(0);
  const head = await request.head(path, { headers: { 'accept-encoding': 'br' } });
  expect(head.status()).toBe(200);
  expect(head.headers()['content-length']).toBe(answers.br.headers()['content-length']);
  expect(head.headers()['content-security-policy']).toBe(policy);

  // The same URL gives Markdown to an agent.
  const markdown = await request.get(path, { headers: { accept: 'text/markdown' } });
  expect(markdown.headers()['content-type']).toMatch(/^text\/markdown/);
});

test('HSTS is sent when the request came over https through a proxy, and only then', async ({ request }) => {
  const proxied = await request.get('/docs/errors', { headers: { 'x-forwarded-proto': 'https' } });
  expect(proxied.headers()['strict-transport-security']).toBe('max-age=63072000');
  expect((await request.get('/docs/errors')).headers()['strict-transport-security']).toBeUndefined();
});

test('served over TLS straight from Node, every kind of answer adds HSTS for two years', async () => {
  test.slow(); // a second server to start
  const server = await startTlsServer(process.cwd(), freeLoopbackPort());
  try {
    for (const path of ['/', '/docs/errors', '/no-such-page', '/docs/errors.md']) {
      const headers = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
        https.get(`${server.origin}${path}`, { ca: server.ca }, (response) => resolve(response.resume().headers)).on('error', reject);
      });
      expect(headers['strict-transport-security'], path).toBe('max-age=63072000');
      expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    }
  } finally {
    await server.stop();
  }
});

test('a tour of the site in the browser causes no policy violation', async ({ page }) => {
  const violations = await recordCspViolations(page);
  const seen: string[] = [];
  const visit = async (what: string) => seen.push(...(await violations()).map((v) => `${what}: ${v}`));

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await visit('home');

  await page.goto('/docs/errors');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await visit('doc page + theme menu');

  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search the docs' }).fill('rate limit');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
  await visit('search');
  await page.keyboard.press('Escape');

  const trackerPost = page.waitForRequest((request) => request.url().startsWith(COLLECTOR) && request.method() === 'POST');
  await acceptAllFromBanner(page);
  await trackerPost;
  await page.getByRole('link', { name: 'Pagination', exact: true }).first().click();
  await expect(page).toHaveURL(/\/docs\/pagination$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagination' })).toBeVisible();
  await visit('consent accepted, tracker sending, client navigation');

  await page.goto('/docs/reference/files');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await visit('API reference');

  const tunnelPost = page.waitForRequest((request) => new URL(request.url()).pathname === '/monitoring' && request.method() === 'POST');
  await page.goto('/fixtures/client-error');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Break this page' }).click();
  await tunnelPost;
  await visit('error reported through the tunnel');

  expect(seen).toEqual([]);
});

test('a script or image the page did not ship is refused, and what the header forbids is reported to the server', async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto(`/docs/errors?${EXPECTED_VIOLATION_MARKER}=${test.info().testId}`);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__pwned = true';
    document.head.append(script);
    const image = document.createElement('img');
    image.src = 'http://127.0.0.1:9/pixel.png';
    document.body.append(image);
  });
  expect(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned)).toBeUndefined();
  await expect
    .poll(violations)
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^script-src-elem blocked inline/),
        expect.stringMatching(/^img-src blocked http:\/\/127\.0\.0\.1:9\/pixel\.png/),
      ]),
    );
  // The server's log, which the suite's teardown checks for violations no test meant to cause: a <meta>
  // policy cannot report, so what reaches it is what the header's policy forbids.
  await expect
    .poll(() =>
      reportedViolations()
        .filter((v) => v.documentUri.includes(test.info().testId))
        .map((v) => `${v.directive} ${v.blockedUri}`),
    )
    .toEqual(['img-src http://127.0.0.1:9/pixel.png']);
});
