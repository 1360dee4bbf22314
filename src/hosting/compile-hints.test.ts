import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, shiftSourceMap, withCompileHint } from './compile-hints.build';

describe('withCompileHint', () => {
  it("puts V8's hint on the first line and keeps the script after it", () => {
    const out = withCompileHint('(globalThis.TURBOPACK||=[]).push([1]);');
    expect(out.split('\n')).toEqual(['//# allFunctionsCalledOnLoad', '(globalThis.TURBOPACK||=[]).push([1]);']);
  });

  it('adds it once, however often the build step runs', () => {
    expect(withCompileHint(withCompileHint('x()'))).toBe(`${COMPILE_HINT}\nx()`);
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
