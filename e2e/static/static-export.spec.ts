// The build (out/) as nginx serves it: plain files with the site's headers, a CSP per page that the site
// runs under without a single violation, no tunnel (this build has none), nothing else served.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { STATIC_EXPORT_DIR } from '../../src/hosting/export-links.mjs';
import { inlineScriptHashes } from '../../src/security/content-security-policy.mjs';
import { errorValue, eventsIn, ingestEnvelopes, ingestOrigin } from '../peers/sentry-ingest-client';
import { startTesseraApi } from '../peers/tessera-api';
import { acceptAllFromBanner } from '../support/consent';
import { recordCspViolations } from '../support/csp-violations';

test.describe.configure({ mode: 'parallel' });

test(
  'every answer carries the security headers; HTML revalidates, hashed assets are immutable and compressed',
  { tag: '@static' },
  async ({ page, request }) => {
    const response = await page.goto('/docs/quick-start');
    const headers = response?.headers() ?? {};
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(headers['x-powered-by']).toBeUndefined();

    const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
    const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');

    const missing = await request.get('/no-such-page');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  },
);

test(
  "each page's own policy is a <meta> before any script, with a hash for each inline script and none of unsafe-eval",
  { tag: '@static' },
  async ({ request }) => {
    for (const path of ['/', '/docs', '/docs/reference/files', '/changelog', '/no-such-page']) {
      const html = await (await request.get(path)).text();
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
      expect(meta, path).not.toBeNull();
      expect(html.indexOf('http-equiv="Content-Security-Policy"'), path).toBeLessThan(html.indexOf('<script'));
      const scriptSources = (meta?.[1] ?? '').split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
      expect(scriptSources).not.toMatch(/'unsafe-eval'|'unsafe-inline'/);
      // The file as served (after every build step) is what the hashes must match.
      const hashes = inlineScriptHashes(html);
      expect(hashes.length, path).toBeGreaterThan(0);
      for (const hash of hashes) expect(scriptSources, path).toContain(hash);
    }
  },
);

test(
  'the site runs with zero CSP violations: pages, client-side navigation, search, theme, consent, 404',
  { tag: '@static' },
  async ({ page }) => {
    const violations = await recordCspViolations(page);
    await page.goto('/');
    await acceptAllFromBanner(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Guides' }).click();
    await expect(page).toHaveURL(/\/docs$/);
    await page.getByRole('link', { name: 'Quick start' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Quick start' })).toBeVisible();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search the docs' }).fill('webhook');
    await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Theme' }).click();
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.goto('/docs/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(await violations()).toEqual([]);
  },
);

test('with no tunnel configured, error reports go to the DSN directly', { tag: '@static' }, async ({ page }) => {
  const violations = await recordCspViolations(page);
  await page.goto('/docs');
  // The browser's own request to the ingest, awaited rather than collected: the ingest can hold the
  // event before Playwright has told the test about the request that carried it.
  const sentToIngest = page.waitForRequest((request) => request.url().startsWith(`${ingestOrigin()}/api/1/envelope/`));
  const message = `static export probe ${Date.now()}`;
  await page.evaluate(
    (text) =>
      setTimeout(() => {
        throw new Error(text);
      }),
    message,
  );
  await expect
    .poll(async () => eventsIn(await ingestEnvelopes()).some((event) => errorValue(event) === message), { timeout: 15_000 })
    .toBe(true);
  await sentToIngest;
  expect(await page.content()).not.toContain('/monitoring');
  expect(await violations()).toEqual([]);
});

test('nothing but the site is served: dotfiles, the headers file, traversal and huge URLs', { tag: '@static' }, async ({ request }) => {
  for (const path of [
    '/.env',
    '/.git/config',
    '/.git/HEAD',
    '/_headers',
    '/api/markdown/docs.md',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/docs/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeGreaterThanOrEqual(400);
    const body = await response.text();
    expect(body, path).not.toContain('root:x:0:0');
    expect(body, path).not.toContain('Content-Security-Policy:');
  }
  const huge = await request.get(`/docs/${'a'.repeat(20_000)}`);
  expect([404, 414]).toContain(huge.status());
  expect((await request.get('/')).status()).toBe(200);
});

test('pages and files answer reads only: other methods get 405 with Allow', { tag: '@static' }, async ({ request }) => {
  const html = await (await request.get('/docs/errors')).text();
  const script = html.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(script).toBeDefined();
  for (const path of ['/docs/errors', '/', '/docs/errors.md', script ?? '', '/docs/no-such-page']) {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await request.fetch(path, { method });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers().allow, `${method} ${path}`).toBe('GET, HEAD');
    }
    expect((await request.head(path)).status(), `HEAD ${path}`).toBeLessThan(405);
  }
});

test(
  "the API console works under the export's policy: its API's origin, and only that, is allowed to connect",
  { tag: '@static' },
  async ({ page, request }) => {
    const apiPort = Number(process.env.E2E_API_PORT);
    const apiOrigin = `http://127.0.0.1:${apiPort}`;
    const html = await (await request.get('/docs/reference/users')).text();
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(meta.split('; ').find((directive) => directive.startsWith('connect-src '))).toContain(apiOrigin);
    expect(meta.split(apiOrigin)).toHaveLength(2);
    const header = (await request.get('/docs/reference/users')).headers()['content-security-policy'] ?? '';
    expect(header.split('; ').find((directive) => directive.startsWith('connect-src '))).toContain(apiOrigin);

    const api = await startTesseraApi({ port: apiPort });
    try {
      const violations = await recordCspViolations(page);
      await page.goto('/docs/reference/users');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await page.getByRole('region', { name: 'Get the current user', exact: true }).getByRole('button', { name: 'Try it' }).click();
      const dialog = page.getByRole('dialog', { name: 'Try it: Get the current user' });
      await dialog.getByLabel('Bearer token').fill('tsr_pat_static');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByRole('region', { name: 'Response' }).getByRole('status').first()).toHaveText(/^200 OK/);
      expect(api.requests.some((sent) => sent.path === '/v1/me' && sent.headers.authorization === 'Bearer tsr_pat_static')).toBe(true);
      expect(await violations()).toEqual([]);
    } finally {
      await api.close();
    }
  },
);

test(
  'a moved page is a redirect for hosts that read _redirects or none: the rules file and a page at the old address',
  { tag: '@static' },
  async ({ request }) => {
    expect(await (await request.get('/_redirects')).status()).toBe(404);
    const page = await request.get('/docs/webhooks/verifying-signatures.html');
    expect(page.status()).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<meta http-equiv="refresh" content="0; url=https?:\/\/[^"]+\/docs\/webhooks\/signatures">/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/docs\/webhooks\/signatures">/);
    const rules = readFileSync(path.join(STATIC_EXPORT_DIR, '_redirects'), 'utf8');
    expect(rules).toContain('/docs/plugins/api/storage /docs/plugins/api/client-storage 308\n');
    expect(rules).toContain('/fr/docs/webhooks/verifying-signatures.md /fr/docs/webhooks/signatures.md 308\n');
  },
);
