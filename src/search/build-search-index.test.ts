import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSearchIndex, urlOfPrerenderedFile } from './build-search-index.build';

/** A folder of prerendered pages as Next writes them: docs articles marked for search, and others. */
function prerendered() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-search-'));
  const article = (title: string) => `<!DOCTYPE html><html><body><main data-pagefind-body><h1>${title}</h1><p>${title} in detail.</p></main></body></html>`;
  mkdirSync(path.join(dir, 'docs'));
  mkdirSync(path.join(dir, 'fr', 'docs'), { recursive: true });
  writeFileSync(path.join(dir, 'docs.html'), article('Overview'));
  writeFileSync(path.join(dir, 'docs', 'authentication.html'), article('Authentication'));
  writeFileSync(path.join(dir, 'fr', 'docs', 'authentication.html'), article('Authentification'));
  writeFileSync(path.join(dir, 'index.html'), '<!DOCTYPE html><html><body><h1>Home</h1></body></html>');
  return { sourceDir: dir, outputDir: path.join(dir, 'pagefind') };
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
    const documents = [{ url: '/docs/authentication', html: '<html><body><article data-pagefind-body><h1>Authentication</h1><p>Tokens.</p></article></body></html>' }];
    const dirs = prerendered();
    const { pages } = await buildSearchIndex({ ...dirs, documents, expectedPages: ['/docs', '/docs/authentication'] });
    expect(pages).toBe(2);
    const { pages: fromDocumentsOnly } = await buildSearchIndex({ sourceDir: path.join(dirs.sourceDir, 'none'), outputDir: dirs.outputDir, documents, expectedPages: ['/docs/authentication'] });
    expect(fromDocumentsOnly).toBe(1);
  });

  it('reads the rendered pages only once they are rendered: the documents are indexed before', async () => {
    const sourceDir = mkdtempSync(path.join(tmpdir(), 'tessera-search-'));
    const documents = [{ url: '/docs/authentication', html: '<html><body><article data-pagefind-body><h1>Authentication</h1></article></body></html>' }];
    const rendered = new Promise<void>((resolve) =>
      setTimeout(() => {
        // Next writes the reference page while the documents are indexed.
        mkdirSync(path.join(sourceDir, 'docs', 'reference'), { recursive: true });
        writeFileSync(path.join(sourceDir, 'docs', 'reference', 'users.html'), '<html><body><main data-pagefind-body><h1>Users</h1></main></body></html>');
        resolve();
      }, 50),
    );
    const { pages } = await buildSearchIndex({ sourceDir, outputDir: path.join(sourceDir, 'pagefind'), documents, rendered, expectedPages: ['/docs/authentication', '/docs/reference/users'] });
    expect(pages).toBe(2);
  });

  it('fails, naming them, when pages the content source has are not among the prerendered ones', async () => {
    await expect(buildSearchIndex({ ...prerendered(), expectedPages: ['/docs', '/docs/webhooks'] })).rejects.toThrow(/missing: \/docs\/webhooks/);
  });

  it('fails when it finds no page marked for search at all', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'tessera-search-'));
    await expect(buildSearchIndex({ sourceDir: empty, outputDir: path.join(empty, 'pagefind') })).rejects.toThrow(/0 pages for search/);
  });
});
