import { describe, expect, it } from 'vitest';
import { scriptHashSource } from '../security/content-security-policy.mjs';
import { nextChunkSources } from './paint-first.mjs';
import { finishPage, pagePathOf, pageRequestPath, readyPageFile } from './ready-pages.mjs';

describe('pagePathOf and readyPageFile', () => {
  it("maps Next's prerendered files to their URL paths and back", () => {
    expect(pagePathOf('index.html')).toBe('/');
    expect(pagePathOf('docs.html')).toBe('/docs');
    expect(pagePathOf('docs/s05/page-050.html')).toBe('/docs/s05/page-050');
    expect(pagePathOf('ar/docs/quick-start.html')).toBe('/ar/docs/quick-start');
    for (const pagePath of ['/', '/docs', '/docs/s05/page-050']) expect(pagePathOf(readyPageFile(pagePath))).toBe(pagePath);
  });

  it('leaves out what is not a public page: the 404 and error pages, route groups, dynamic segments, other files', () => {
    expect(pagePathOf('_not-found.html')).toBeNull();
    expect(pagePathOf('_global-error.html')).toBeNull();
    expect(pagePathOf('(en)/docs.html')).toBeNull();
    expect(pagePathOf('[locale]/docs.html')).toBeNull();
    expect(pagePathOf('docs.rsc')).toBeNull();
  });
});

describe('finishPage', () => {
  const chunk = '<script src="/_next/static/chunks/0abc.js" async=""></script>';
  const flight = 'self.__next_f.push([1,"x"])';
  const html = `<!DOCTYPE html><html><head>${chunk}</head><body><main id="content">Hi</main><script>${flight}</script></body></html>`;

  it("moves the framework's chunks into the loader and hashes every inline script the page then has", () => {
    const finished = finishPage(html);
    expect(nextChunkSources(finished.html)).toEqual([]);
    expect(finished.html).toContain('"/_next/static/chunks/0abc.js"');
    expect(finished.scriptHashes).toContain(scriptHashSource(flight));
    // The loader is an inline script too: two scripts, two hashes.
    expect(finished.scriptHashes).toHaveLength(2);
  });
});

describe('pageRequestPath', () => {
  const get = (url: string, headers: Record<string, string> = {}, method = 'GET') => pageRequestPath({ method, url, headers });

  it('takes a plain read of a page, with or without a query', () => {
    expect(get('/docs/quick-start')).toBe('/docs/quick-start');
    expect(get('/?utm_source=newsletter')).toBe('/');
    expect(get('/docs', {}, 'HEAD')).toBe('/docs');
    expect(get('/de/docs/v1.2/intro')).toBe('/de/docs/v1.2/intro');
  });

  it("leaves Next's navigation data, other methods and files to Next", () => {
    expect(get('/docs', { rsc: '1' })).toBeNull();
    expect(get('/docs', { 'next-router-prefetch': '1' })).toBeNull();
    expect(get('/docs', { 'next-router-state-tree': '%5B%5D' })).toBeNull();
    expect(get('/docs', { 'next-router-segment-prefetch': '/_tree' })).toBeNull();
    expect(get('/docs?_rsc=1x2y')).toBeNull();
    expect(get('/docs', {}, 'POST')).toBeNull();
    expect(get('/docs/quick-start.md')).toBeNull();
    expect(get('/sitemap.xml')).toBeNull();
    expect(get('*')).toBeNull();
  });
});
