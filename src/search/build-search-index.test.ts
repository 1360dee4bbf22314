import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSearchIndex } from './build-search-index.build';
import { searchWith } from './search-client';
import { searchDocsOnServer } from './search-server';
import { WordIndex } from './word-index-query';

const article = (url: string, title: string) => ({
  url,
  html: `<!DOCTYPE html><html><body><article data-search-body><h1>${title}</h1><p>${title} in detail.</p></article></body></html>`,
});
const DOCUMENTS = [article('/docs', 'Overview'), article('/docs/authentication', 'Authentication'), { url: '/', html: '<h1>Home</h1>' }];
const made: string[] = [];
const siteDir = () => {
  made.push(mkdtempSync(path.join(tmpdir(), 'tessera-search-')));
  return path.join(made.at(-1)!, 'public');
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the search index build', () => {
  it('indexes the documents marked for search when every expected page is there', async () => {
    const { pages } = await buildSearchIndex({
      siteDir: siteDir(),
      documents: DOCUMENTS,
      expectedPages: ['/docs', '/docs/authentication'],
    });
    expect(pages).toBe(2);
  });

  it('fails, naming them, when pages the content source has are not among the documents', async () => {
    await expect(
      buildSearchIndex({ siteDir: siteDir(), documents: DOCUMENTS, expectedPages: ['/docs', '/docs/webhooks'] }),
    ).rejects.toThrow(/missing: \/docs\/webhooks/);
  });

  it('fails when it finds no page marked for search at all', async () => {
    await expect(buildSearchIndex({ siteDir: siteDir(), documents: [DOCUMENTS[2]!] })).rejects.toThrow(/0 pages for search/);
  });

  it('writes an index the server searches, and a rebuild in place keeps the last one for tabs that loaded it', async () => {
    const site = siteDir();
    const versions = () => readdirSync(path.join(site, 'search')).sort();
    const entryVersion = () => (JSON.parse(readFileSync(path.join(site, 'search.json'), 'utf8')) as { version: string }).version;
    await buildSearchIndex({ siteDir: site, documents: DOCUMENTS, expectedPages: ['/docs'] });
    const first = entryVersion();
    expect(versions()).toEqual([first]);
    const hits = await searchDocsOnServer('authentication details', site);
    expect(hits.map((hit) => hit.url)).toEqual(['/docs/authentication', '/docs']);
    expect(hits.map((hit) => hit.missing)).toEqual([[], ['authentication']]);
    // The dialog makes its first hits at once and the rest when asked for: one page text fetched each.
    const texts: string[] = [];
    const index = new WordIndex(async (file) => {
      if (file.includes('/p/')) texts.push(file);
      return readFile(path.join(site, file)).catch(() => null);
    });
    const answer = await searchWith(index, 'authentication details', { first: 1 });
    expect([answer?.hits.map((hit) => hit.url), answer?.count, texts.length]).toEqual([['/docs/authentication'], 2, 1]);
    expect((await answer?.more?.())?.map((hit) => hit.url)).toEqual(['/docs']);
    expect(texts).toHaveLength(2);

    await buildSearchIndex({ siteDir: site, documents: [article('/docs/new', 'New')], clean: false });
    const second = entryVersion();
    expect(versions()).toEqual([first, second].sort());
    await buildSearchIndex({ siteDir: site, documents: [article('/docs/newer', 'Newer')], clean: false });
    expect(versions()).toEqual([second, entryVersion()].sort());
    await buildSearchIndex({ siteDir: site, documents: DOCUMENTS });
    expect(versions()).toEqual([first]);
  });
});
