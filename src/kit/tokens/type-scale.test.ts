import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cssName, FONT_SIZES } from './tokens';

/** Every stylesheet under src/ but the generated ones. */
function stylesheets(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : stylesheets(file);
    return entry.name.endsWith('.css') ? [file] : [];
  });
}

describe('the type scale', () => {
  it('is the only source of font sizes in the stylesheets', () => {
    const known = new Set(Object.keys(FONT_SIZES).map((name) => `var(--font-size-${cssName(name)})`));
    const strays = stylesheets().flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/font-size:\s*([^;}]+)/g)]
        .map((match) => match[1]!.trim())
        .filter((value) => !known.has(value) && value !== 'inherit')
        .map((value) => `${file}: font-size: ${value}`),
    );
    expect(strays).toEqual([]);
  });
});
