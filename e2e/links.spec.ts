// A link checker over the whole built site: every internal link, anchor, image, stylesheet, script
// and icon reachable from the home page resolves; and, as a reader without JavaScript meets the
// same HTML, links alone lead from /docs to every docs page, each with its heading and its text.
import { expect, test } from '@playwright/test';

const START = ['/', '/docs', '/changelog', '/design-kit', '/llms.txt'];
const MAX_PAGES = 3000;
const SKIP = /^\/(fixtures|_next\/image)\b/;
/** Fragments that are actions handled by script, not anchors: #cookie-settings opens the dialog. */
const ACTION_FRAGMENTS = new Set(['cookie-settings']);

type Found = { from: string; href: string };

/** The text of a page's <main>, and whether it holds the page's h1: what a reader without scripts gets. */
function mainOf(html: string): { text: string; h1: boolean } {
  const main = html.slice(html.indexOf('<main'), html.lastIndexOf('</main>'));
  const text = main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, h1: /<h1\b/.test(main) };
}

/** The pages reached from `start` through `links`. */
function reachedFrom(start: string, links: Map<string, string[]>): Set<string> {
  const reached = new Set([start]);
  for (const page of reached) for (const next of links.get(page) ?? []) reached.add(next);
  return reached;
}

function linksIn(html: string): { pages: string[]; assets: string[]; ids: Set<string> } {
  const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'));
  return {
    pages: attr(/<a\b[^>]*\shref="([^"]+)"/g),
    assets: [...attr(/<(?:img|script)\b[^>]*\ssrc="([^"]+)"/g), ...attr(/<link\b[^>]*\shref="([^"]+)"/g)],
    ids: new Set(attr(/\sid="([^"]+)"/g)),
  };
}

// Every page in every locale: its time grows with the site and the machine, and a slow machine must not fail it.
test('every internal link, anchor and asset resolves', async ({ request, baseURL }) => {
  test.setTimeout(600_000);
  const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
  const queue: Found[] = START.map((href) => ({ from: '(start)', href }));
  const visited = new Map<string, Set<string> | null>();
  const anchors: Found[] = [];
  const assets = new Map<string, string>();
  const broken: string[] = [];
  /** Each page's links to other pages, and the docs pages whose <main> lacks its h1 or its text. */
  const pageLinks = new Map<string, string[]>();
  const unreadable: string[] = [];

  while (queue.length > 0 && visited.size < MAX_PAGES) {
    const { from, href } = queue.shift() as Found;
    const url = new URL(href, new URL(from === '(start)' ? '/' : from, origin));
    if (url.origin !== origin || SKIP.test(url.pathname)) continue;
    if (url.hash.length > 1 && !ACTION_FRAGMENTS.has(url.hash.slice(1))) anchors.push({ from, href: url.pathname + url.hash });
    if (visited.has(url.pathname)) continue;
    const response = await request.get(url.pathname, { maxRedirects: 0 });
    if (response.status() !== 200) {
      broken.push(`${from} → ${url.pathname}: ${response.status()}`);
      visited.set(url.pathname, null);
      continue;
    }
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('text/html')) {
      visited.set(url.pathname, new Set());
      continue;
    }
    const html = await response.text();
    const found = linksIn(html);
    visited.set(url.pathname, found.ids);
    for (const link of found.pages) queue.push({ from: url.pathname, href: link });
    pageLinks.set(
      url.pathname,
      found.pages.map((link) => new URL(link, url).pathname),
    );
    if (url.pathname.startsWith('/docs')) {
      const main = mainOf(html);
      if (!main.h1 || main.text.length <= 200)
        unreadable.push(`${url.pathname}: ${main.h1 ? '' : 'no h1 in <main>; '}${main.text.length} characters of text`);
    }
    for (const asset of found.assets) {
      const assetUrl = new URL(asset, url);
      if (assetUrl.origin === origin) assets.set(assetUrl.pathname + assetUrl.search, url.pathname);
    }
  }

  for (const { from, href } of anchors) {
    const [path = '', id = ''] = href.split('#');
    const ids = visited.get(path);
    if (ids && !ids.has(decodeURIComponent(id))) broken.push(`${from} → ${href}: no element with that id`);
  }
  for (const [asset, from] of assets) {
    const status = (await request.get(asset)).status();
    if (status !== 200) broken.push(`${from} → ${asset}: ${status}`);
  }

  expect(broken).toEqual([]);
  expect(visited.size).toBeGreaterThan(10);
  expect(unreadable).toEqual([]);

  // Every docs page the site lists in its sitemap is reached by links alone from /docs.
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const docsPages = [...sitemap.matchAll(/<loc>[^<]*?(\/docs[^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(docsPages.length).toBeGreaterThan(50);
  const reached = reachedFrom('/docs', pageLinks);
  expect(docsPages.filter((page) => !reached.has(page))).toEqual([]);
});
