import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, brotliTwin, brotliTwinQuality, TWIN_FOLDERS, twinPattern } from './precompressed.mjs';

const ROOT = path.resolve('/srv/site');
const STATIC = `${ROOT}/.next/static`;
const PAGEFIND = `${ROOT}/public/pagefind`;
const SCRIPT = 'application/javascript; charset=utf-8';

describe('brotliTwin', () => {
  it('maps a hashed script or stylesheet to its .br twin, sent as what it is', () => {
    expect(brotliTwin(ROOT, '/_next/static/chunks/0abc.js')).toEqual({ file: `${STATIC}/chunks/0abc.js.br`, contentType: SCRIPT });
    expect(brotliTwin(ROOT, '/_next/static/chunks/1def.css')).toEqual({ file: `${STATIC}/chunks/1def.css.br`, contentType: 'text/css; charset=utf-8' });
  });

  it("maps Pagefind's wasm, metadata, index chunks and fragments to theirs; its scripts are left to on-the-fly compression", () => {
    expect(brotliTwin(ROOT, '/pagefind/wasm.en.pagefind')).toEqual({ file: `${PAGEFIND}/wasm.en.pagefind.br`, contentType: 'application/wasm' });
    expect(brotliTwin(ROOT, '/pagefind/pagefind.en_4d5b789439.pf_meta')?.file).toBe(`${PAGEFIND}/pagefind.en_4d5b789439.pf_meta.br`);
    expect(brotliTwin(ROOT, '/pagefind/index/en_7d1c2f0.pf_index')?.file).toBe(`${PAGEFIND}/index/en_7d1c2f0.pf_index.br`);
    expect(brotliTwin(ROOT, '/pagefind/fragment/en_0a9e1b3.pf_fragment')?.contentType).toBe('application/octet-stream');
    expect(brotliTwin(ROOT, '/pagefind/pagefind.js')).toBeNull();
    expect(brotliTwin(ROOT, '/pagefind/pagefind-entry.json')).toBeNull();
  });

  it('gives none for other paths, other types, or a path that leaves the folder', () => {
    expect(brotliTwin(ROOT, '/docs/errors')).toBeNull();
    expect(brotliTwin(ROOT, '/_next/static/media/font.woff2')).toBeNull();
    expect(brotliTwin(ROOT, '/_next/static/../server/app/page.js')).toBeNull();
    expect(brotliTwin(ROOT, '/_next/static/%2e%2e/%2e%2e/package.js')).toBeNull();
    expect(brotliTwin(ROOT, '/pagefind/%2e%2e/%2e%2e/.next/static/x.pf_index')).toBeNull();
    expect(brotliTwin(ROOT, '/_next/static/%E0%A4%A.js')).toBeNull();
    expect(brotliTwin(ROOT, '/_next/static/a%00.js')).toBeNull();
    expect(brotliTwin(ROOT, '/public/pagefind/wasm.en.pagefind')).toBeNull();
  });
});

describe('brotliTwinQuality', () => {
  it("gives scripts and the engine brotli's best, the index every query loads less, the many result fragments least", () => {
    const best = brotliTwinQuality('a.js');
    for (const file of ['b.css', 'wasm.en.pagefind']) expect(brotliTwinQuality(file), file).toBe(best);
    const index = brotliTwinQuality('index/en_2.pf_index');
    expect(brotliTwinQuality('pagefind.en_1.pf_meta')).toBe(index);
    expect(index).toBeLessThan(best);
    expect(brotliTwinQuality('fragment/en_3.pf_fragment')).toBeLessThan(index);
  });
});

describe('twinPattern', () => {
  it('globs exactly the twin types of a folder', () => {
    expect(TWIN_FOLDERS.map(twinPattern)).toEqual(['**/*.{js,css}', '**/*.{pagefind,pf_meta,pf_index,pf_fragment}']);
  });
});

describe('acceptedEncodings', () => {
  const acceptsBrotli = (header: string | undefined) => acceptedEncodings(header).includes('br');
  it('reads the header as browsers and clients send it', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsBrotli('br;q=0.5, gzip')).toBe(true);
    expect(acceptsBrotli('*')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip')).toBe(false);
    expect(acceptsBrotli('brotli')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
    expect(acceptsBrotli('')).toBe(false);
  });
});
