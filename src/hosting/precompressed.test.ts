import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, brotliTwinQuality, TWIN_FOLDERS, twinPattern, twinsFor } from './precompressed.mjs';

const ROOT = path.resolve('/srv/site');
const STATIC = `${ROOT}/.next/static`;
const SEARCH = `${ROOT}/public/search`;
const SCRIPT = 'application/javascript; charset=utf-8';

describe('twinsFor', () => {
  const brotliTwin = (root: string, urlPath: string) => {
    const [twin] = twinsFor(root, urlPath, 'br');
    return twin ? { file: twin.file, contentType: twin.contentType } : null;
  };

  it('maps a hashed script or stylesheet to its .br twin, sent as what it is', () => {
    expect(brotliTwin(ROOT, '/_next/static/chunks/0abc.js')).toEqual({ file: `${STATIC}/chunks/0abc.js.br`, contentType: SCRIPT });
    expect(brotliTwin(ROOT, '/_next/static/chunks/1def.css')).toEqual({
      file: `${STATIC}/chunks/1def.css.br`,
      contentType: 'text/css; charset=utf-8',
    });
  });

  it("maps the search index's shards, page lists and page texts to theirs", () => {
    expect(brotliTwin(ROOT, '/search/4ff36030ab1d/s/746f.bin')).toEqual({
      file: `${SEARCH}/4ff36030ab1d/s/746f.bin.br`,
      contentType: 'application/octet-stream',
    });
    expect(brotliTwin(ROOT, '/search/4ff36030ab1d/t/746f-2.bin')?.file).toBe(`${SEARCH}/4ff36030ab1d/t/746f-2.bin.br`);
    expect(brotliTwin(ROOT, '/search/4ff36030ab1d/p/12.json')).toEqual({
      file: `${SEARCH}/4ff36030ab1d/p/12.json.br`,
      contentType: 'application/json',
    });
    // The entry is outside the folder: small, and read again on each visit.
    expect(brotliTwin(ROOT, '/search.json')).toBeNull();
  });

  it('gives none for other paths, other types, or a path that leaves the folder', () => {
    expect(brotliTwin(ROOT, '/docs/errors')).toBeNull();
    expect(brotliTwin(ROOT, '/_next/static/media/font.woff2')).toBeNull();
    expect(brotliTwin(ROOT, '/_next/static/../server/app/page.js')).toBeNull();
    expect(brotliTwin(ROOT, '/_next/static/%2e%2e/%2e%2e/package.js')).toBeNull();
    expect(brotliTwin(ROOT, '/search/%2e%2e/%2e%2e/.next/static/x.bin')).toBeNull();
    expect(brotliTwin(ROOT, '/_next/static/%E0%A4%A.js')).toBeNull();
    expect(brotliTwin(ROOT, '/_next/static/a%00.js')).toBeNull();
    expect(brotliTwin(ROOT, '/public/search/a/s/74.bin')).toBeNull();
  });

  it("offers the folder's encodings the client takes, brotli first; the search index has brotli only", () => {
    const encodings = (urlPath: string, acceptEncoding: string) => twinsFor(ROOT, urlPath, acceptEncoding).map((twin) => twin.encoding);
    expect(encodings('/_next/static/chunks/0abc.js', 'gzip, br')).toEqual(['br', 'gzip']);
    expect(twinsFor(ROOT, '/_next/static/chunks/0abc.js', 'gzip')).toEqual([
      { file: `${STATIC}/chunks/0abc.js.gz`, contentType: SCRIPT, encoding: 'gzip' },
    ]);
    expect(encodings('/search/4ff36030ab1d/s/746f.bin', 'gzip')).toEqual([]);
    expect(encodings('/_next/static/chunks/0abc.js', 'identity')).toEqual([]);
  });
});

describe('brotliTwinQuality', () => {
  it("gives scripts brotli's best, the index's shards and lists less, the many page texts least", () => {
    const best = brotliTwinQuality('a.js');
    expect(brotliTwinQuality('b.css')).toBe(best);
    const index = brotliTwinQuality('s/746f.bin');
    expect(index).toBeLessThan(best);
    expect(brotliTwinQuality('p/3.json')).toBeLessThan(index);
  });
});

describe('twinPattern', () => {
  it('globs exactly the twin types of a folder', () => {
    expect(TWIN_FOLDERS.map(twinPattern)).toEqual(['**/*.{js,css}', '**/*.{bin,json}']);
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

  it('never offers brotli to a client that refuses it, however it says so', () => {
    for (const header of ['br;q=0', 'BR;Q=0', 'gzip, br ; q=0.000', 'br;q=0, *', '*, br;q=0', 'br;q=abc', '*;q=0']) {
      expect(acceptedEncodings(header)).not.toContain('br');
    }
    expect(acceptedEncodings('gzip;q=0, *')).toEqual(['br']);
  });

  it("lists what is accepted in the server's order, brotli first, whatever the client's q values", () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('br;q=0.5, gzip')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings(['gzip', 'br'])).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('identity, deflate')).toEqual([]);
    expect(acceptedEncodings('br;q=0, gzip;q=0')).toEqual([]);
    expect(acceptedEncodings('gzip;q=junk')).toEqual([]);
    expect(acceptedEncodings('*, br;q=0')).toEqual(['gzip']);
  });
});
