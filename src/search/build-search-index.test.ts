import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, urlOfPrerenderedFile } from './build-search-index.build';
import { searchDocsOnServer } from './search-server';

/** A folder of prerendered pages as Next writes them: docs articles marked for search, and others. */
function prerendered() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-search-'));
  const article = (title: string) =>
    `<!DOCTYPE html><html><body><main data-search-body><h1>${title}</h1><p>${title} in detail.</p></main></body></html>`;
  mkdirSync(path.join(dir, 'docs'));
  mkdirSync(path.join(dir, 'fr', 'docs'), { recursive: true });
  writeFileSync(path.join(dir, 'docs.html'), article('Overview'));
  writeFileSync(path.join(dir, 'docs', 'authentication.html'), article('Authentication'));
  writeFileSync(path.join(dir, 'fr', 'docs', 'authentication.html'), article('Authentification'));
  writeFileSync(path.join(dir, 'index.html'), '<!DOCTYPE html><html><body><h1>Home</h1></body></html>');
  return { sourceDir: dir, siteDir: path.join(dir, 'public') };
}

describe('the search index build', () => {
  it('names prerendered files by their URL', () => {
    expect(urlOfPrerenderedFile('docs/authentication.html')).toBe('/docs/authentication');
    expect(urlOfPrerenderedFile('index.html')).toBe('/');
    expect(urlOfPrerenderedFile('docs.html')).toBe('/docs');
  });

  it('indexes the English articles when every expected page is there', async () => {
    const { pages } = await buildSearchIndex({ ...prerendered(), expectedPages: ['/docs', '/docs/authentication'] });
    expect(pages).toBe(2);
  });

  it('indexes the pages given as documents in place of their prerendered copies', async () => {
    const documents = [
      {
        url: '/docs/authentication',
        html: '<html><body><article data-search-body><h1>Authentication</h1><p>Tokens.</p></article></body></html>',
      },
    ];
    const dirs = prerendered();
    const { pages } = await buildSearchIndex({ ...dirs, documents, expectedPages: ['/docs', '/docs/authentication'] });
    expect(pages).toBe(2);
    const { pages: fromDocumentsOnly } = await buildSearchIndex({
      sourceDir: path.join(dirs.sourceDir, 'none'),
      siteDir: dirs.siteDir,
      documents,
      expectedPages: ['/docs/authentication'],
    });
    expect(fromDocumentsOnly).toBe(1);
  });

  it('reads the rendered pages only once they are rendered: the documents are indexed before', async () => {
    const sourceDir = mkdtempSync(path.join(tmpdir(), 'tessera-search-'));
    const documents = [
      { url: '/docs/authentication', html: '<html><body><article data-search-body><h1>Authentication</h1></article></body></html>' },
    ];
    const rendered = new Promise<void>((resolve) =>
      setTimeout(() => {
        // Next writes the reference page while the documents are indexed.
        mkdirSync(path.join(sourceDir, 'docs', 'reference'), { recursive: true });
        writeFileSync(
          path.join(sourceDir, 'docs', 'reference', 'users.html'),
          '<html><body><main data-search-body><h1>Users</h1></main></body></html>',
        );
        resolve();
      }, 50),
    );
    const { pages } = await buildSearchIndex({
      sourceDir,
      siteDir: path.join(sourceDir, 'public'),
      documents,
      rendered,
      expectedPages: ['/docs/authentication', '/docs/reference/users'],
    });
    expect(pages).toBe(2);
  });

  it('fails, naming them, when pages the content source has are not among the prerendered ones', async () => {
    await expect(buildSearchIndex({ ...prerendered(), expectedPages: ['/docs', '/docs/webhooks'] })).rejects.toThrow(
      /missing: \/docs\/webhooks/,
    );
  });

  it('fails when it finds no page marked for search at all', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'tessera-search-'));
    await expect(buildSearchIndex({ sourceDir: empty, siteDir: path.join(empty, 'public') })).rejects.toThrow(/0 pages for search/);
  });

  it('writes an index the server searches, and a rebuild in place keeps the last one for tabs that loaded it', async () => {
    const dirs = prerendered();
    const versions = () => readdirSync(path.join(dirs.siteDir, 'search')).sort();
    const entryVersion = () => (JSON.parse(readFileSync(path.join(dirs.siteDir, 'search.json'), 'utf8')) as { version: string }).version;
    await buildSearchIndex({ ...dirs, expectedPages: ['/docs'] });
    const first = entryVersion();
    expect(versions()).toEqual([first]);
    const hits = await searchDocsOnServer('authentication details', path.dirname(dirs.siteDir));
    expect(hits.map((hit) => hit.url)).toEqual(['/docs/authentication']);

    const documents = [{ url: '/docs/new', html: '<article data-search-body><h1>New</h1></article>' }];
    await buildSearchIndex({ ...dirs, documents, clean: false });
    const second = entryVersion();
    expect(versions()).toEqual([first, second].sort());
    await buildSearchIndex({
      ...dirs,
      documents: [{ url: '/docs/newer', html: '<article data-search-body><h1>Newer</h1></article>' }],
      clean: false,
    });
    expect(versions()).toEqual([second, entryVersion()].sort());
    await buildSearchIndex({ ...dirs });
    expect(versions()).toEqual([first]);
  });
});
