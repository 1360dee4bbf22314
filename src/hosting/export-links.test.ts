import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropPrerenderedCopies } from './export-links.mjs';

describe('dropPrerenderedCopies', () => {
  it("removes the prerendered pages and their navigation data, keeps the server's code and out/'s copies", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'export-links-'));
    try {
      const app = path.join(root, '.next/server/app');
      const out = path.join(root, 'out');
      await mkdir(path.join(app, 'docs/errors.segments/docs'), { recursive: true });
      await mkdir(path.join(out, 'docs'), { recursive: true });
      const files = [
        'docs/errors.html',
        'docs/errors.rsc',
        'docs/errors.meta',
        'docs/errors.segments/_tree.segment.rsc',
        'docs/errors.segments/docs/errors.segment.rsc',
        'llms.txt.body',
        'docs/page.js',
        'docs/page_client-reference-manifest.js',
      ];
      for (const file of files) await writeFile(path.join(app, file), file);
      await copyFile(path.join(app, 'docs/errors.html'), path.join(out, 'docs/errors.html'));

      expect(await dropPrerenderedCopies(app)).toBe(5);
      expect((await readdir(app, { recursive: true })).sort()).toEqual(['docs', 'docs/page.js', 'docs/page_client-reference-manifest.js']);
      expect(await readFile(path.join(out, 'docs/errors.html'), 'utf8')).toBe('docs/errors.html');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('does nothing where there is no build', async () => {
    expect(await dropPrerenderedCopies(path.join(os.tmpdir(), 'export-links-none', '.next/server/app'))).toBe(0);
  });
});
