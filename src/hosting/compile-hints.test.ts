import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, shiftSourceMap, startUpChunks, withCompileHint } from './compile-hints.build';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;

describe('withCompileHint', () => {
  it("puts V8's hint on the first line and keeps the script after it", () => {
    const out = withCompileHint('(globalThis.TURBOPACK||=[]).push([1]);');
    expect(out.split('\n')).toEqual(['//# allFunctionsCalledOnLoad', '(globalThis.TURBOPACK||=[]).push([1]);']);
  });

  it('adds it once, however often the build step runs', () => {
    expect(withCompileHint(withCompileHint('x()'))).toBe(`${COMPILE_HINT}\nx()`);
  });
});

describe('startUpChunks', () => {
  it("collects each page's framework chunks once, and no other script", () => {
    const home = `<head>${chunk('b')}${chunk('a')}<script src="/analytics/tracker.js" async=""></script></head>`;
    const doc = `<head>${chunk('a')}${chunk('c')}<script>inline()</script></head>`;
    expect(startUpChunks([home, doc])).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/chunks/c.js']);
  });

  it('finds none in pages without them', () => {
    expect(startUpChunks(['<p>plain</p>'])).toEqual([]);
  });
});

describe('shiftSourceMap', () => {
  it('moves every mapping one line down', () => {
    const map = JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' });
    expect(JSON.parse(shiftSourceMap(map))).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA;AACA' });
  });

  it('refuses a map without mappings rather than writing a wrong one', () => {
    expect(() => shiftSourceMap('{"version":3}')).toThrow(/no mappings/);
  });
});
