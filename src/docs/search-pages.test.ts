// Search reads every page from its source (search-pages.ts, search-documents.build.ts): these check
// what it reads from the REST reference and the changelog, and that no page of the real content gives
// the index a word its source does not have (two words run together, as an HTML reading made them).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadOpenApi, OPENAPI_FILE } from '@/api-reference/load-openapi';
import { referenceTags } from '@/api-reference/openapi-model';
import { translatorFor } from '@/i18n/catalogues';
import english from '@/i18n/messages/en.json';
import { FRONTMATTER } from '@/mdx/frontmatter';
import { mdxToMarkdownTree } from '@/mdx/mdx-to-markdown';
import { searchDocument, type SearchPage } from '@/search/search-document';
import { pageTextOf } from '@/search/search-page-text.build';
import { writtenWords } from '@/search/search-words';
import { changelogSearchPage, referenceSearchPage } from './search-pages';

const t = translatorFor('en');
const textOf = (url: string, page: SearchPage) => {
  const text = pageTextOf(url, searchDocument(page));
  if (!text) throw new Error(`${url} has no text for search`);
  return text;
};

describe('the REST reference for search', () => {
  it('has a section per operation, by its anchor, with the method and path and each field apart from its marks', async () => {
    const { resolved } = await loadOpenApi(OPENAPI_FILE);
    const webhooks = referenceTags(resolved).find((tag) => tag.slug === 'webhooks');
    if (!webhooks) throw new Error('the OpenAPI document has no webhooks tag');
    const page = textOf(webhooks.url, referenceSearchPage(webhooks, resolved));
    expect(page.title).toBe('Webhooks');
    expect(page.section).toBe('API reference');
    const rotate = page.sections.find(
      (section) => section.anchor === webhooks.operations.find((op) => op.path.endsWith('rotate-secret'))?.anchor,
    );
    expect(rotate?.text).toContain('POST /webhooks/{webhook_id}/rotate-secret');
    const words = page.sections.flatMap((section) => writtenWords(section.text).map((word) => word.text));
    expect(words).toContain('required');
    expect(words.filter((word) => /[a-z0-9]required$/.test(word))).toEqual([]);
  });
});

describe('the changelog for search', () => {
  it('has a section per entry, by its anchor, with its date, kind and body', () => {
    const body = mdxToMarkdownTree('Webhooks now have a **delivery log**.', { t });
    const page = textOf(
      '/changelog',
      changelogSearchPage('Changelog', [
        { anchor: '2026-02-10-webhook-delivery-log', title: 'Delivery log', date: '2026-02-10', kindLabel: 'New', body },
      ]),
    );
    expect(page.sections.map((section) => [section.anchor, section.heading])).toEqual([
      [null, 'Changelog'],
      ['2026-02-10-webhook-delivery-log', 'Delivery log'],
    ]);
    expect(page.sections[1]?.text).toBe('2026-02-10 New.\nWebhooks now have a delivery log.');
  });
});

/** Every string of the English messages: what components add to a page's words. */
const messageText = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(messageText) : [];

describe('the words search indexes', () => {
  it('are each written in the page source they come from, on every page of the content', async () => {
    const messages = messageText(english).join('\n').toLowerCase();
    const pages: { url: string; source: string; page: SearchPage }[] = [];
    for (const file of await glob(['content/docs/**/*.mdx', 'content/changelog/*.mdx'])) {
      const raw = await readFile(file, 'utf8');
      const facts = parseYaml(FRONTMATTER.exec(raw)?.[0].replace(/^---|---\s*$/g, '') ?? '') as { title: string; description?: string };
      const content = mdxToMarkdownTree(raw, { t, file, headingIds: true });
      pages.push({ url: file, source: raw, page: { title: facts.title, description: facts.description, section: 'Docs', content } });
    }
    const { resolved } = await loadOpenApi(OPENAPI_FILE);
    const openApiSource = await readFile(OPENAPI_FILE, 'utf8');
    for (const tag of referenceTags(resolved))
      pages.push({ url: tag.url, source: openApiSource, page: referenceSearchPage(tag, resolved) });
    expect(pages.length).toBeGreaterThan(50);

    const foreign: string[] = [];
    for (const { url, source, page } of pages) {
      const written = source.toLowerCase();
      const text = textOf(url, page);
      for (const section of [{ heading: text.title, text: '' }, ...text.sections]) {
        // A field's path ('error.errors[].field') is the site's joining of names the source has.
        for (const part of writtenWords(`${section.heading}\n${section.text}`).flatMap((word) => word.text.split(/[-_.:/'’]/))) {
          // ('`TextNode`s': a plural written after a name.)
          const found = (form: string) => written.includes(form) || messages.includes(form);
          if (!found(part) && !found(part.replace(/s$/, ''))) foreign.push(`${path.basename(url)}: ${part}`);
        }
      }
    }
    expect([...new Set(foreign)]).toEqual([]);
  });
});
