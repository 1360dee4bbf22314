import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { twinCache } from './twin-cache.mjs';

let folder = '';
beforeEach(() => {
  folder = path.join(mkdtempSync(path.join(os.tmpdir(), 'tessera-twins-')), 'cache');
});
afterEach(() => rmSync(path.dirname(folder), { recursive: true, force: true }));

const page = (text: string) => Buffer.from(`<!doctype html><p>${text}</p>`);

describe('twinCache', () => {
  it('compresses a file once: the next build takes its twin from the cache', async () => {
    let compressed = 0;
    const make = async () => {
      compressed += 1;
      return Buffer.from('twin');
    };
    const first = twinCache(folder);
    expect(await first.twin('br10', page('a'), make)).toEqual(Buffer.from('twin'));
    expect(first.made).toBe(1);

    const next = twinCache(folder);
    expect(await next.twin('br10', page('a'), make)).toEqual(Buffer.from('twin'));
    expect(next.made).toBe(0);
    expect(compressed).toBe(1);
  });

  it('compresses again when the bytes or the settings differ', async () => {
    const cache = twinCache(folder);
    await cache.twin('br10', page('a'), async () => Buffer.from('1'));
    expect(await cache.twin('br10', page('b'), async () => Buffer.from('2'))).toEqual(Buffer.from('2'));
    expect(await cache.twin('gz', page('a'), async () => Buffer.from('3'))).toEqual(Buffer.from('3'));
    expect(cache.made).toBe(3);
  });

  it('drops at its end the twins this build did not use, and nothing else', async () => {
    const earlier = twinCache(folder);
    await earlier.twin('br10', page('kept'), async () => Buffer.from('k'));
    await earlier.twin('br10', page('edited away'), async () => Buffer.from('e'));
    await earlier.prune();
    expect(readdirSync(folder)).toHaveLength(2);

    const later = twinCache(folder);
    await later.twin('br10', page('kept'), async () => Buffer.from('never'));
    await later.prune();
    expect(readdirSync(folder)).toHaveLength(1);
    expect(await twinCache(folder).twin('br10', page('kept'), async () => Buffer.from('never'))).toEqual(Buffer.from('k'));
  });

  it('still makes every twin when the cache cannot be written', async () => {
    writeFileSync(folder, 'a file where the folder should be');
    const cache = twinCache(folder);
    expect(await cache.twin('gz', page('a'), async () => Buffer.from('twin'))).toEqual(Buffer.from('twin'));
    await cache.prune();
    expect(readFileSync(folder, 'utf8')).toBe('a file where the folder should be');
  });
});
