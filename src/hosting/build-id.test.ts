import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeBuildId } from './build-id.mjs';

let root = '';
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'tessera-build-id-'));
  write('package-lock.json', '{}');
  write('next.config.mjs', 'export default {};');
  write('src/app/page.tsx', 'export default function Page() {}');
  write('content/docs/index.mdx', '# Home');
  write('public/fonts/a.woff2', 'font');
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('codeBuildId', () => {
  it('is the same for the same code, in the length and alphabet of Next’s own ids', () => {
    const id = codeBuildId(root, { env: {} });
    expect(id).toMatch(/^[A-Za-z0-9_-]{21}$/);
    expect(codeBuildId(root, { env: {} })).toBe(id);
  });

  it('stays the same when only the content, or what is made from it, changes', () => {
    const id = codeBuildId(root, { env: {} });
    write('content/docs/index.mdx', '# Home, edited');
    write('content/docs/new-page.mdx', '# New');
    write('.source/dynamic.ts', 'export const docs = [];');
    write('public/search/4ff36030ab1d/s/746f.bin', 'index');
    write('public/search.json', '{}');
    write('public/content-media/photo.abc123.png', 'png');
    write('.next/BUILD_ID', 'old');
    write('node_modules/x/index.js', 'installed');
    write('next-env.d.ts', '/// <reference types="next" />');
    expect(codeBuildId(root, { env: { PATH: '/usr/bin', GITHUB_RUN_ID: '7' } })).toBe(id);
  });

  it('changes with the code, the dependencies, the served files and what the config writes into scripts', () => {
    const id = codeBuildId(root, { env: {} });
    const changed = (change: () => void, env: Record<string, string> = {}, inlined: unknown = null) => {
      change();
      return codeBuildId(root, { env, inlined });
    };
    const ids = [
      changed(() => write('src/app/page.tsx', 'export default function Page() { return null; }')),
      changed(() => write('package-lock.json', '{"lockfileVersion":3}')),
      changed(() => write('public/fonts/a.woff2', 'another font')),
      changed(() => write('src/kit/new-part.ts', 'export {};')),
      changed(() => undefined, { NEXT_PUBLIC_SENTRY_DSN: 'http://key@127.0.0.1:9/1' }),
      changed(() => undefined, { NEXT_PUBLIC_SENTRY_DSN: 'http://key@127.0.0.1:9/1', TESSERA_STATIC_EXPORT: '1' }),
      changed(
        () => undefined,
        { NEXT_PUBLIC_SENTRY_DSN: 'http://key@127.0.0.1:9/1', TESSERA_STATIC_EXPORT: '1' },
        { env: { TESSERA_RELEASE: 'site@1.0.0+abc' } },
      ),
    ];
    expect(new Set([id, ...ids]).size).toBe(ids.length + 1);
  });
});
