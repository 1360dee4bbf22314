import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cacheKey } from './cache-entry.mjs';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A little repository: a cache's maker importing code of ours, relative and through `@/`. */
function repository() {
  const root = mkdtempSync(path.join(tmpdir(), 'cache-key-'));
  roots.push(root);
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write('package-lock.json', '{"lockfileVersion":3}');
  write(
    'src/docs/maker.build.ts',
    "import { a } from './a';\nimport type { B } from '@/mdx/b';\nimport 'unified';\nexport const made = a;\n",
  );
  write('src/docs/a.ts', "export { c } from '../mdx/c.mjs';\nconst messages = import('./messages.json');\nexport const a = 1;\n");
  write('src/mdx/b.ts', 'export type B = number;\n');
  write('src/mdx/c.mjs', 'export const c = 3;\n');
  write('src/docs/messages.json', '{"hello":"Hello"}');
  write('src/docs/unrelated.ts', 'export const u = 0;\n');
  write('public/media/x-1a2b.png', 'png');
  return { root, write, key: () => cacheKey(root, { code: ['src/docs/maker.build.ts'], listed: ['public/media'] }) };
}

describe('cacheKey', () => {
  it('changes with any file the maker imports, however far down and however named, and with the lock file', () => {
    const { write, key } = repository();
    const keys = [key()];
    for (const [file, text] of [
      ['src/docs/a.ts', "export { c } from '../mdx/c.mjs';\nexport const a = 2;\n"],
      ['src/mdx/b.ts', 'export type B = string;\n'],
      ['src/mdx/c.mjs', 'export const c = 4;\n'],
      ['package-lock.json', '{"lockfileVersion":3,"packages":{}}'],
    ] as const) {
      write(file, text);
      keys.push(key());
    }
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('follows dynamic and JSON imports', () => {
    const { write, key } = repository();
    const before = key();
    write('src/docs/messages.json', '{"hello":"Hi"}');
    expect(key()).not.toBe(before);
  });

  it('stays the same when code the maker does not import changes, and when nothing changes', () => {
    const { write, key } = repository();
    const before = key();
    write('src/docs/unrelated.ts', 'export const u = 1;\n');
    expect(key()).toBe(before);
    expect(key()).toBe(before);
  });

  it("changes with the names of the listed folder's files, not with their bytes", () => {
    const { write, key } = repository();
    const before = key();
    write('public/media/x-1a2b.png', 'other bytes, same name');
    expect(key()).toBe(before);
    write('public/media/y-3c4d.png', 'png');
    expect(key()).not.toBe(before);
  });

  it('changes with the bytes of the data files it reads, and does not follow what they seem to import', () => {
    const { root, write } = repository();
    write('content/logo.svg', "<svg>import x from '../src/docs/a'</svg>");
    const key = () => cacheKey(root, { code: ['src/mdx/b.ts'], data: ['content/logo.svg'] });
    const before = key();
    write('src/docs/a.ts', 'export const a = 5;\n');
    expect(key()).toBe(before);
    write('content/logo.svg', '<svg>other</svg>');
    expect(key()).not.toBe(before);
  });
});
