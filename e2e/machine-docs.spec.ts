// Machine-readable docs: /llms.txt, /llms-full.txt, every page at <path>.md, 'Copy page as Markdown'.
import { expect, test } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';
import { waitForHydration } from './support/hydration';

type Document = ReturnType<typeof parseDocument>;
const elements = (root: Document, names: string[]) => DomUtils.findAll((node) => names.includes(node.name), root.children);
/** Section headings' words, without the '#' of their anchor links (the title is checked on its own). */
const headingText = (root: Document, scope: (root: Document) => Document['children']) =>
  DomUtils.findAll((node) => /^h[2-4]$/.test(node.name), scope(root)).map((node) => DomUtils.textContent(node).replace(/#$/, '').trim());
const codeText = (root: Document, scope: (root: Document) => Document['children']) =>
  DomUtils.findAll((node) => node.name === 'pre', scope(root)).map((node) => DomUtils.textContent(node).trimEnd());
/** The page's content as search indexes it: its search body without the parts it ignores (feedback, samples, anchors). */
function content(root: Document): Document['children'] {
  for (const node of DomUtils.findAll((node) => 'data-search-ignore' in node.attribs, root.children)) DomUtils.removeElement(node);
  return DomUtils.findAll((node) => 'data-search-body' in node.attribs, root.children).flatMap((node) => node.children);
}
const whole = (root: Document) => root.children;

/** Lines outside fenced code. */
function proseLines(markdown: string): string[] {
  let fence = '';
  return markdown.split('\n').filter((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) {
      fence = fence ? '' : marker;
      return false;
    }
    return !fence;
  });
}

test('/llms.txt indexes every page by section, linking to its Markdown', async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toMatch(/^# Tessera Developers\n\n> /);
  expect(text).toMatch(/## Guides\n\n- \[Tessera developer platform\]\(http[^)]+\/docs\.md\)/);
  expect(text).toMatch(/- \[Authentication\]\(http[^)]+\/docs\/authentication\.md\): /);
  expect(text).toMatch(/## API reference\n/);
  expect(text).toMatch(/\/docs\/reference\/files\.md\)/);
});

test('every page is clean Markdown at its URL plus .md, and /llms-full.txt has them all', async ({ request }) => {
  const page = await request.get('/docs/rate-limits.md');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/markdown');
  const markdown = await page.text();
  expect(markdown).toMatch(/^# Rate limits\n\n> .+\n\nSource: http.+\/docs\/rate-limits\n/);
  expect(markdown).toContain('X-RateLimit-Remaining');
  expect(markdown).not.toMatch(/<(div|span|script)\b/);

  expect((await request.get('/docs.md')).status()).toBe(200);
  expect(await (await request.get('/docs/reference/files.md')).text()).toContain('`GET /files/{file_key}`');
  expect((await request.get('/docs/no-such-page.md')).status()).toBe(404);

  const full = await (await request.get('/llms-full.txt')).text();
  for (const title of ['# Quick start', '# Authentication', '# Rate limits', '# Errors', '# Files · REST API reference']) {
    expect(full).toContain(title);
  }
});

test('a docs page asked for as Markdown answers with its Markdown at its own URL, varying by Accept', async ({ request }) => {
  const twin = await (await request.get('/docs/errors.md')).text();
  const asMarkdown = await request.get('/docs/errors', { headers: { Accept: 'text/markdown' } });
  expect(asMarkdown.status()).toBe(200);
  expect(asMarkdown.headers()['content-type']).toContain('text/markdown');
  expect(asMarkdown.headers()['vary']).toMatch(/(^|,\s*)Accept(\s*,|$)/i);
  expect(await asMarkdown.text()).toBe(twin);
  // A browser's Accept (and curl's */*) still gets the page, marked as varying by Accept for caches.
  for (const accept of ['text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', '*/*']) {
    const asHtml = await request.get('/docs/errors', { headers: { Accept: accept } });
    expect(asHtml.headers()['content-type']).toContain('text/html');
    expect(asHtml.headers()['vary']).toMatch(/(^|,\s*)Accept(\s*,|$)/i);
  }
  // The home page has no Markdown twin: it stays HTML whatever is asked.
  expect((await request.get('/', { headers: { Accept: 'text/markdown' } })).headers()['content-type']).toContain('text/html');
});

test("every page's Markdown is Markdown: no component tags, no text torn apart, and its headings and code survive a CommonMark + GFM round trip", async ({
  request,
}) => {
  const index = await (await request.get('/llms.txt')).text();
  const urls = [...index.matchAll(/\]\((https?:[^)\s]+\.md)\)/g)].map((match) => new URL(match[1] ?? '').pathname);
  expect(urls.length).toBeGreaterThan(40);
  const problems: string[] = [];
  for (const url of urls) {
    const markdown = await (await request.get(url)).text();
    const html = micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
    // Raw HTML the renderer met is escaped: an escaped capitalised tag outside code is a component left behind.
    const rendered = parseDocument(html);
    for (const node of elements(rendered, ['pre', 'code'])) DomUtils.removeElement(node);
    const leftover = /<\/?[A-Z][\w.]*(?=[\s/>])/.exec(DomUtils.textContent(rendered.children));
    if (leftover) problems.push(`${url}: component tag ${leftover[0]}`);
    const torn = proseLines(markdown).find((line) => /^\s*[\p{P}\s]+$/u.test(line) && !/^\s*(?:[-*_]{3,}|\|?[\s:|-]+\|?)\s*$/.test(line));
    if (torn !== undefined) problems.push(`${url}: a line that is only punctuation: ${JSON.stringify(torn)}`);

    const roundTrip = parseDocument(html);
    const page = parseDocument(await (await request.get(url.replace(/\.md$/, ''))).text());
    const headings = new Set(headingText(roundTrip, whole));
    for (const heading of headingText(page, content)) if (!headings.has(heading)) problems.push(`${url}: heading lost: ${heading}`);
    const code = new Set(codeText(roundTrip, whole));
    for (const block of codeText(page, content)) if (!code.has(block)) problems.push(`${url}: code block lost: ${block.slice(0, 60)}`);
  }
  expect(problems).toEqual([]);
});

test("'Copy page as Markdown' copies the page's Markdown", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/errors');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
  await expect(page.getByRole('button', { name: 'Copied as Markdown' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Errors\n/);
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', /\/docs\/errors\.md$/);
});
