import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptsBrotli, brotliTwinFile } from './precompressed.mjs';

const STATIC = path.resolve('/srv/site/.next/static');

describe('brotliTwinFile', () => {
  it('maps a hashed script or stylesheet to its .br twin', () => {
    expect(brotliTwinFile(STATIC, '/_next/static/chunks/0abc.js')).toBe(`${STATIC}/chunks/0abc.js.br`);
    expect(brotliTwinFile(STATIC, '/_next/static/chunks/1def.css')).toBe(`${STATIC}/chunks/1def.css.br`);
  });

  it('gives none for other paths, other types, or a path that leaves the folder', () => {
    expect(brotliTwinFile(STATIC, '/docs/errors')).toBeNull();
    expect(brotliTwinFile(STATIC, '/_next/static/media/font.woff2')).toBeNull();
    expect(brotliTwinFile(STATIC, '/_next/static/../server/app/page.js')).toBeNull();
    expect(brotliTwinFile(STATIC, '/_next/static/%2e%2e/%2e%2e/package.js')).toBeNull();
    expect(brotliTwinFile(STATIC, '/_next/static/%E0%A4%A.js')).toBeNull();
    expect(brotliTwinFile(STATIC, '/_next/static/a%00.js')).toBeNull();
  });
});

describe('acceptsBrotli', () => {
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
