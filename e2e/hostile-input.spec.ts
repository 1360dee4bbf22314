// Hostile input against the production server and in the browser: traversal and file probes, oversized
// requests, junk headers, tampered cookies and storage, script in the query, the hash and frontmatter,
// forged tunnel bodies. Nothing may crash the server, leak a file or run a script; after each, the
// server still answers.
import { expect, test, type Page } from '@playwright/test';
import { HOSTILE_DESCRIPTION, HOSTILE_TITLE } from '../src/app/(en)/fixtures/hostile-frontmatter/hostile-text';
import { addConsentCookie, consentBanner, encodedFlags } from './support/consent';
import { recordCspViolations } from './support/csp-violations';
import { rawRequest } from './support/raw-http';

/** Text only the files a probe aims at contain: none may appear in any answer. */
const SECRETS = [
  '"name": "tessera-developers"', // package.json
  'createMDX', // next.config.mjs
  'createHost', // server.mjs, host/host.mjs
  'gitdir:', // .git (a worktree's) …
  '[core]', // … or a repository's config
  'root:x:0:0', // /etc/passwd
  '"mappings":"', // host/source-maps/
  '"dynamicRoutes"', // .next/routes-manifest.json
];

async function expectServerUp() {
  const home = await rawRequest('/');
  expect(home.status, 'the server still answers /').toBe(200);
}

const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);

/** Script and markup aimed at every place a visitor's text could be rendered. */
const PAYLOADS = [
  '<script>window.__pwned="script"</script>',
  '"><img src=x onerror="window.__pwned=\'img\'">',
  "javascript:window.__pwned='href'",
];

test('traversal, encoded paths and probes for source, secrets and build files find nothing', async () => {
  const probes = [
    '/.env',
    '/.env.local',
    '/.env.production',
    '/.git/config',
    '/.git/HEAD',
    '/.git',
    '/package.json',
    '/next.config.mjs',
    '/server.mjs',
    '/src/security/security-headers.mjs',
    '/.next/BUILD_ID',
    '/host/host.mjs',
    '/host/api-history.json',
    '/host/source-maps/',
    '/../host/host.mjs',
    '/%2e%2e/host/api-history.json',
    '/.next/server/app/index.html',
    '/_next/../package.json',
    '/../../../../etc/passwd',
    '/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
    '/%252e%252e%252f%252e%252e%252fetc%252fpasswd',
    '/..%2f..%2f..%2fpackage.json',
    '/_next/static/../../package.json',
    '/_next/static/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/_next/static/..%2f..%2f..%2fpackage.json',
    '/_next/static/chunks/..%5c..%5c..%5cpackage.json',
    '/fonts/..%2f..%2f..%2fpackage.json',
    '/fonts/%2e%2e%2f%2e%2e%2fnext.config.mjs',
    '/search/..%2f..%2f..%2fpackage.json',
    '/docs/..%2f..%2f.env.md',
    '/docs/%2e%2e/%2e%2e/package.json.md',
    '/docs/%2e%2e%2f%2e%2e%2f.git%2fconfig.md',
    '/icons/%00../../package.json',
    '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
    '//etc/passwd',
    '/\\..\\..\\package.json',
  ];
  for (const path of probes) {
    const answer = await rawRequest(path);
    // A redirect may tidy the path (`//x` → `/x`); it must stay on this site.
    expect([308, 400, 404], `${path} → ${answer.status}`).toContain(answer.status);
    expect(String(answer.headers.location ?? '/'), path).toMatch(/^\/(?!\/)/);
    for (const secret of SECRETS) expect(answer.body.includes(secret), `${path} leaks ${secret}`).toBe(false);
  }
  await expectServerUp();
});

test('huge URLs and headers are refused with a 4xx, and the server stays up', async () => {
  const longPath = `/docs/${'a'.repeat(20 * 1024)}`;
  const longQuery = `/?q=${'b'.repeat(100 * 1024)}`;
  const many = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`x-h${i}`, 'v'.repeat(10)]));
  const oversized: [string, string, Record<string, string>][] = [
    [`${longPath.length}-character path`, longPath, {}],
    [`${longQuery.length}-character query`, longQuery, {}],
    ['64 KiB header', '/', { 'x-padding': 'c'.repeat(64 * 1024) }],
    ['2000 headers', '/', many],
    ['60 KiB cookie', '/', { cookie: `consent_state=${'%7B'.repeat(20_000)}` }],
  ];
  for (const [what, path, headers] of oversized) {
    // 0: the server refused and closed the connection before the client finished sending.
    const status = await rawRequest(path, { headers }).then(
      (answer) => answer.status,
      () => 0,
    );
    expect([0, 400, 414, 431], `${what} → ${status}`).toContain(status);
  }
  await expectServerUp();
});

test('junk Accept-Language, cookies and methods get a normal page or a clean refusal', async () => {
  const languages = [
    '*',
    'zz-ZZ',
    'en;q=abc, de;q=-1, ;;;,',
    'x'.repeat(4000),
    'ar-SA-u-nu-arab, he;q=0.9',
    '../../etc/passwd',
    '<script>',
  ];
  for (const value of languages) {
    const answer = await rawRequest('/docs/errors', { headers: { 'accept-language': value } });
    expect(answer.status, `Accept-Language: ${value.slice(0, 30)}`).toBe(200);
    expect(answer.body).toContain('<h1');
  }
  for (const cookie of [
    'consent_state=%E0%A4%A',
    'consent_state={"__proto__":{"necessary":true}}',
    'consent_state=<script>',
    '; ;; =; a',
  ]) {
    expect((await rawRequest('/', { headers: { cookie } })).status, cookie).toBe(200);
  }
  await expectServerUp();
});

test('pages and files answer reads only: other methods get 405 with Allow, the tunnel still takes posts', async ({ request }) => {
  const script = (await rawRequest('/docs/errors')).body.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(script).toBeDefined();
  for (const path of [
    '/docs/errors',
    '/',
    '/fr/docs/versioning',
    '/docs/errors.md',
    '/llms.txt',
    script ?? '',
    '/favicon.ico',
    '/docs/no-such-page',
  ]) {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
      const answer = await rawRequest(path, { method });
      expect(answer.status, `${method} ${path}`).toBe(405);
      expect(answer.headers.allow, `${method} ${path}`).toBe('GET, HEAD');
      expect(answer.body, `${method} ${path}`).not.toContain('<h1');
    }
    expect((await rawRequest(path, { method: 'HEAD' })).status, `HEAD ${path}`).toBeLessThan(405);
  }
  // The tunnel answers posts itself (here: an empty one is refused as malformed, not as a method).
  expect((await request.post('/monitoring?o=1&p=1', { data: '' })).status()).not.toBe(405);
  await expectServerUp();
});

test('a tampered consent cookie reads as no consent: banner shown, no script runs, no error', async ({ page, baseURL }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  for (const value of [
    encodeURIComponent(PAYLOADS[0] ?? ''),
    encodedFlags({ __proto__: { necessary: true }, necessary: '<img src=x onerror=window.__pwned=1>' }),
    encodedFlags({ constructor: { prototype: { necessary: true } } }),
    '%E0%A4%A',
  ]) {
    await page.context().clearCookies();
    await addConsentCookie(page, baseURL, value);
    await page.goto('/docs/errors');
    await expect(consentBanner(page), value).toBeVisible();
    expect(await pwned(page)).toBeUndefined();
    // No prototype pollution either.
    expect(await page.evaluate(() => ({}) as Record<string, unknown>)).not.toHaveProperty('necessary');
  }
  expect(errors).toEqual([]);
});

test('script in stored theme values is ignored: a valid theme, nothing runs', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript((payloads) => {
    localStorage.setItem('theme', payloads[1] ?? '');
    localStorage.setItem('theme-mode', payloads[0] ?? '');
    localStorage.setItem('theme-contrast', '"><svg onload=window.__pwned=1>');
  }, PAYLOADS);
  await page.goto('/docs/errors');
  await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
  expect(await pwned(page)).toBeUndefined();
  expect(errors).toEqual([]);
});

test('script in the search query and in the URL hash is shown as text, never run', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const violations = await recordCspViolations(page);
  for (const payload of PAYLOADS) {
    await page.goto(`/docs/errors?q=${encodeURIComponent(payload)}`);
    await expect(page.getByRole('combobox', { name: 'Search the docs' })).toHaveValue(payload);
    await expect(page.getByRole('status').filter({ hasText: /results|No results/ })).toBeVisible();
    expect(await pwned(page), payload).toBeUndefined();
    await page.keyboard.press('Escape');

    await page.goto(`/docs/errors#${payload}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto(`/docs/errors#${encodeURIComponent(payload)}`);
    await page.getByRole('link', { name: 'Pagination', exact: true }).first().click();
    await expect(page).toHaveURL(/\/docs\/pagination/);
    expect(await pwned(page), payload).toBeUndefined();
  }
  expect(errors).toEqual([]);
  expect(await violations()).toEqual([]);
});

test('script and raw HTML in frontmatter arrive as text in the title, meta tags, heading and JSON-LD', async ({ page, request }) => {
  const html = await (await request.get('/fixtures/hostile-frontmatter')).text();
  // The raw payloads never appear as markup in the server's HTML.
  expect(html).not.toContain('<script>window.__pwned');
  expect(html).not.toContain('<img src=x');
  expect(html).not.toContain('<svg onload');
  expect(html).not.toContain('<b>not bold</b>');

  const violations = await recordCspViolations(page);
  await page.goto('/fixtures/hostile-frontmatter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOSTILE_TITLE);
  await expect(page).toHaveTitle(new RegExp(HOSTILE_TITLE.slice(0, 20).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', HOSTILE_DESCRIPTION);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', HOSTILE_TITLE);
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
    itemListElement: { name: string }[];
  };
  expect(jsonLd.itemListElement.at(-1)?.name).toBe(HOSTILE_TITLE);
  expect(await page.locator('article img[src="x"], article svg[onload], article b').count()).toBe(0);
  expect(await pwned(page)).toBeUndefined();
  expect(await violations()).toEqual([]);
});

test('forged, oversized and malformed tunnel bodies are refused fast, and nothing breaks', async () => {
  const envelope = (dsn: string) => `${JSON.stringify({ dsn })}\n{"type":"event"}\n{}`;
  const cases: { what: string; body: Buffer | string; headers?: Record<string, string>; expected: number[] }[] = [
    { what: 'foreign DSN', body: envelope('https://key@evil.example/1'), expected: [403] },
    { what: 'DSN pointing at a private address', body: envelope('http://publickey@169.254.169.254/1'), expected: [403] },
    { what: 'not an envelope', body: '<script>alert(1)</script>', expected: [400] },
    { what: 'binary junk', body: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 37) % 256)), expected: [400] },
    { what: 'empty', body: '', expected: [400] },
    { what: 'JSON bomb header', body: `${'['.repeat(100_000)}\n`, expected: [400] },
    { what: 'over 1 MiB', body: Buffer.alloc(2 * 1024 * 1024, 120), expected: [413, 0] },
    { what: 'over 1 MiB by its Content-Length', body: 'x', headers: { 'content-length': String(50 * 1024 * 1024) }, expected: [413, 0] },
  ];
  for (const { what, body, headers, expected } of cases) {
    const started = performance.now();
    // 0: the server closed the connection while the oversized body was still being sent.
    const answer = await rawRequest('/monitoring?o=1&p=1', { method: 'POST', body, headers }).catch(() => ({
      status: 0,
      ms: performance.now() - started,
    }));
    expect(expected, `${what} → ${answer.status}`).toContain(answer.status);
    expect(answer.ms, `${what} answered in ${Math.round(answer.ms)} ms`).toBeLessThan(5_000);
  }
  await expectServerUp();
});
