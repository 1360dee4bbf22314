// The same build (out/) served by nginx, as an operator's own nginx or a CDN would serve it: the checked-in
// src/hosting/nginx-site.conf with the build's host/nginx.conf (out/_headers, out/_redirects), plain files with the
// site's headers, each page's own policy, nothing else served. nginx is found or installed
// (e2e/support/nginx.ts) and started by this spec on a free loopback port; where it
// cannot be, the spec fails.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test as base } from '@playwright/test';
import { STATIC_EXPORT_DIR } from '../src/hosting/next-config.mjs';
import { nginxConfig, nginxPrefix, type RunningNginx, startNginx } from './support/nginx';
import { acceptAllFromBanner } from './support/consent';
import { recordCspViolations } from './support/csp-violations';
import { freeLoopbackPort } from './support/free-port';

const test = base.extend<object, { nginx: string }>({
  nginx: [
    async ({}, provide) => {
      const listen = { host: '127.0.0.1', port: freeLoopbackPort() };
      const prefix = await nginxPrefix();
      const nginx: RunningNginx = await startNginx(nginxConfig({ prefix, project: process.cwd(), listen }), prefix, listen);
      await provide(`http://${listen.host}:${listen.port}`);
      await nginx.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx }, provide) => provide(nginx),
});

test('every answer carries the security headers; HTML revalidates, hashed assets are immutable and compressed', async ({ request }) => {
  const page = await request.get('/docs/quick-start');
  const headers = page.headers();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['content-security-policy']).toContain("object-src 'none'");
  expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(headers['x-powered-by']).toBeUndefined();
  // The page's own policy, with its scripts' hashes, is in the file: the same for every host.
  expect(await page.text()).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none';[^"]*'sha256-/);

  const script = /src="(\/_next\/static\/[^"]+\.js)"/.exec(await page.text())?.[1] ?? '';
  const asset = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['content-encoding']).toBe('gzip');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');

  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('Page not found');
  expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
});

test('the site runs with zero CSP violations: pages, client-side navigation, search, theme, consent, 404', async ({ page }) => {
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
});

test('the agent skills are served from their well-known folder, SKILL.md as Markdown', async ({ request }) => {
  const index = await request.get('/.well-known/agent-skills/index.json');
  expect(index.status()).toBe(200);
  const { skills } = (await index.json()) as { skills: { name: string }[] };
  expect(skills.length).toBeGreaterThan(0);
  for (const { name } of skills) {
    const skill = await request.get(`/.well-known/agent-skills/${name}/SKILL.md`);
    expect(skill.status(), name).toBe(200);
    expect(skill.headers()['content-type'], name).toMatch(/^text\/markdown/);
    expect(skill.headers()['x-content-type-options'], name).toBe('nosniff');
  }
  // The folder is the one dot-named path served.
  expect((await request.get('/.well-known/other.txt')).status()).toBe(404);
});

test('nothing but the site is served: dotfiles, the hosts’ rule files, traversal and huge URLs', async ({ request }) => {
  for (const path of [
    '/.env',
    '/.git/config',
    '/.git/HEAD',
    '/_headers',
    '/_redirects',
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

test('pages and files answer reads only: other methods get 405 with Allow', async ({ request }) => {
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

test('a moved page answers 308 from the rules file, and a page at the old address serves hosts that read none', async ({ request }) => {
  // French has no translation of the page it moved to: the move leads to the English page at once.
  const moved = await request.get('/fr/docs/webhooks/verifying-signatures.md?x=1', { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toMatch(/^\/docs\/webhooks\/signatures\.md\?x=1$/);
  expect(moved.headers()['x-content-type-options']).toBe('nosniff');
  expect(moved.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  const page = await request.get('/docs/webhooks/verifying-signatures.html');
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toMatch(/<meta http-equiv="refresh" content="0; url=https?:\/\/[^"]+\/docs\/webhooks\/signatures">/);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/docs\/webhooks\/signatures">/);
  const rules = readFileSync(path.join(STATIC_EXPORT_DIR, '_redirects'), 'utf8');
  expect(rules).toContain('/docs/plugins/api/storage /docs/plugins/api/client-storage 308\n');
  expect(rules).toContain('/fr/docs/webhooks/verifying-signatures.md /docs/webhooks/signatures.md 308\n');
  expect(rules).toContain('/fr/* /:splat 302\n');
});

test("a locale's address without its own page: 302 to the English page, query kept; payloads and missing pages get the locale's 404", async ({
  request,
}) => {
  for (const [from, to] of [
    ['/fr/docs/errors', '/docs/errors'],
    ['/de/docs/errors?tab=curl', '/docs/errors?tab=curl'],
    ['/he/docs', '/docs'],
    ['/fr/docs/errors.md', '/docs/errors.md'],
  ] as const) {
    const answer = await request.get(from, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(302);
    expect(answer.headers().location, from).toBe(to);
    expect(answer.headers()['x-content-type-options'], from).toBe('nosniff');
  }
  for (const path of ['/fr/docs/versioning', '/ar/docs/errors', '/fa', '/fa/changelog']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
  for (const path of ['/fr/docs/errors.txt', '/de/docs/errors/__next._tree.txt', '/fr/docs/no-such-page']) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(404);
    expect(await answer.text(), path).toContain(`<html lang="${path.split('/')[1]}"`);
  }
});
