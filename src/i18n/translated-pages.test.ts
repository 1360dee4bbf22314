import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { translatedPages } from './translated-pages.mjs';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function site(files: string[]) {
  dir = mkdtempSync(path.join(os.tmpdir(), 'tessera-translations-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), '---\ntitle: x\n---\n');
  }
  return dir;
}

describe('translated pages', () => {
  it("lists each locale's translated docs pages by their URL", () => {
    const pages = translatedPages(
      site(['fr/versioning.mdx', 'fr/webhooks/index.mdx', 'fr/index.mdx', 'ar/(guides)/errors.mdx', 'ar/meta.json', 'de/notes.txt']),
    );
    expect(pages).toEqual({ fr: ['/docs', '/docs/versioning', '/docs/webhooks'], ar: ['/docs/errors'] });
  });

  it('refuses a translation of the API reference, and takes a site without translations', () => {
    expect(() => translatedPages(site(['fr/reference/files.mdx']))).toThrow('/docs/reference/files is the API reference');
    expect(translatedPages(path.join(os.tmpdir(), 'tessera-no-such-folder'))).toEqual({});
  });
});
