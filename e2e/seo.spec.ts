// What search engines and feed readers get: sitemap, robots, canonical links, JSON-LD breadcrumbs,
// 'Edit this page' and 'Last updated', and a well-formed Atom feed. All of it is in the served markup, so
// these are request tests; the browser only parses XML (on its blank page, with no site loaded).
import { expect, type Page, test } from '@playwright/test';
import { pngSize } from './support/images';
import { servedDocument } from './support/served-html';

async function parseXml(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return { error: doc.querySelector('parsererror')?.textContent ?? null, root: doc.documentElement.nodeName };
  }, xml);
}

test('sitemap.xml lists every indexable page and nothing else', async ({ page, request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  expect(await parseXml(page, xml)).toEqual({ error: null, root: 'urlset' });
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  for (const path of [
    '/',
    '/docs',
    '/docs/authentication',
    '/docs/reference',
    '/docs/reference/files',
    '/docs/reference/changes',
    '/changelog',
  ]) {
    expect(urls).toContain(path);
  }
  expect(urls.filter((path) => /^\/(design-kit|fixtures|api)\b|\.md$/.test(path))).toEqual([]);
  expect(new Set(urls).size).toBe(urls.length);
});

test('robots.txt allows the docs, points at the sitemap and keeps fixtures out', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toContain('Disallow: /design-kit');
  expect(text).toContain('Disallow: /fixtures/');
  expect(text).toMatch(/Sitemap: http.+\/sitemap\.xml/);
});

test('a doc page has a title, description, canonical link and JSON-LD breadcrumbs', async ({ request }) => {
  const page = await servedDocument(request, '/docs/rate-limits');
  expect(page.title).toBe('Rate limits · Tessera Developers');
  expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/.{40,}/);
  expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/docs\/rate-limits$/);
  const jsonLd = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
  expect(jsonLd['@type']).toBe('BreadcrumbList');
  expect(jsonLd.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Docs', 'Rate limits']);
});

test("'Edit this page' points at the content file, and 'Last updated' shows the date of its last commit", async ({ request }) => {
  const page = await servedDocument(request, '/docs/errors');
  const edit = [...page.querySelectorAll('a')].filter((link) => link.textContent.trim() === 'Edit this page');
  expect(edit.map((link) => link.getAttribute('href'))).toEqual([
    'https://github.com/tessera/developers/edit/main/content/docs/errors.mdx',
  ]);
  const updated = [...page.querySelectorAll('time')].find((time) => /\d{4}$/.test(time.textContent.trim()));
  expect(updated?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}T/);
});

test('the changelog feed is well-formed Atom, linked from the changelog', async ({ page, request }) => {
  const changelog = await servedDocument(request, '/changelog');
  expect(changelog.querySelector('link[rel="alternate"][type="application/atom+xml"]')?.getAttribute('href')).toMatch(
    /\/changelog\/feed\.xml$/,
  );
  const response = await request.get('/changelog/feed.xml');
  expect(response.headers()['content-type']).toContain('application/atom+xml');
  const xml = await response.text();
  expect(await parseXml(page, xml)).toEqual({ error: null, root: 'feed' });
  expect(xml).toMatch(/<entry>[\s\S]*<title type="html">/);
  expect(changelog.querySelector('article time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('every doc page has an Open Graph card: a 1200×630 PNG with its title', async ({ request }) => {
  const page = await servedDocument(request, '/docs/quick-start');
  expect(page.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Quick start');
  expect(page.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
  const image = page.querySelector('meta[property="og:image"]')?.getAttribute('content');
  const response = await request.get(new URL(image ?? '').pathname);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  expect((await request.get('/og/docs/no-such-page')).status()).toBe(404);
});
