import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addMapping, GenMapping, toEncodedMap } from '@jridgewell/gen-mapping';
import { originalPositionFor } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { KEPT_MAPS, sourceMapStore } from './source-map-store';

function mapsFolder() {
  const parent = mkdtempSync(path.join(tmpdir(), 'tessera-maps-'));
  const dir = path.join(parent, 'source-maps');
  mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  const map = new GenMapping({ file: '0abc.js' });
  addMapping(map, { generated: { line: 1, column: 0 }, source: 'src/app/page.tsx', original: { line: 5, column: 0 } });
  writeFileSync(path.join(dir, 'chunks', '0abc.js.map'), JSON.stringify(toEncodedMap(map)));
  writeFileSync(path.join(dir, 'chunks', '1def.js.map'), JSON.stringify(toEncodedMap(map)));
  writeFileSync(path.join(dir, 'chunks', 'junk.js.map'), '{ not json');
  // A map beside the folder, which no chunk path may reach.
  writeFileSync(path.join(parent, 'secret.js.map'), JSON.stringify(toEncodedMap(map)));
  return dir;
}

describe('the tunnel’s source maps', () => {
  it('finds a chunk’s map in the folder and reads positions from it', () => {
    const lookup = sourceMapStore(mapsFolder());
    const map = lookup('chunks/0abc.js');
    expect(map && originalPositionFor(map, { line: 1, column: 0 })).toMatchObject({ source: 'src/app/page.tsx', line: 5 });
    expect(lookup('chunks/0abc.js')).toBe(map);
  });

  it("resolves a server map's sources, written relative to the map, to paths from the project", () => {
    const dir = mapsFolder();
    mkdirSync(path.join(dir, 'chunks', 'ssr'));
    const map = new GenMapping({ file: 'x.js' });
    addMapping(map, {
      generated: { line: 1, column: 0 },
      source: '../../../../src/app/%28en%29/page.tsx',
      original: { line: 7, column: 8 },
    });
    writeFileSync(path.join(dir, 'chunks', 'ssr', 'x.js.map'), JSON.stringify(toEncodedMap(map)));
    const found = sourceMapStore(dir, '.next/server')('chunks/ssr/x.js');
    expect(found && originalPositionFor(found, { line: 1, column: 0 }).source).toMatch(/^(\.\/)?src\/app\/%28en%29\/page\.tsx$/);
  });

  it('answers null for a missing or broken map and never reads outside the folder', () => {
    const lookup = sourceMapStore(mapsFolder());
    expect(lookup('chunks/missing.js')).toBeNull();
    expect(lookup('chunks/junk.js')).toBeNull();
    expect(lookup('../secret.js')).toBeNull();
    expect(lookup('chunks/../../secret.js')).toBeNull();
  });

  it('keeps the maps used most recently and reads again the one used longest ago past the bound', () => {
    const lookup = sourceMapStore(mapsFolder());
    const used = lookup('chunks/0abc.js');
    const unused = lookup('chunks/1def.js');
    expect(lookup('chunks/0abc.js')).toBe(used);
    // With `used` looked up again, `unused` is the oldest of KEPT_MAPS + 1 chunks.
    for (let index = 0; index < KEPT_MAPS - 1; index++) lookup(`chunks/missing-${index}.js`);
    expect(lookup('chunks/0abc.js')).toBe(used);
    const reread = lookup('chunks/1def.js');
    expect(reread).not.toBeNull();
    expect(reread).not.toBe(unused);
  });
});
