import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropPrerenderedCopies } from './export-links.mjs';

describe('dropPrerenderedCopies', () => {
  it("removes next build's prerendered pages and route code, keeps out/ and the build cache", async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'export-links-'));
    try {
      const app = path.join(root, '.next/server/app');
      await mkdir(path.join(app, 'docs/errors.segments/docs'), { recursive: true });
      await mkdir(path.join(root, 'out/docs'), { recursive: true });
      await mkdir(path.join(root, '.next/cache'), { recursive: true });
      for (const file of ['docs/errors.html', 'docs/errors.segments/_tree.segment.rsc', 'llms.txt.body', 'docs/page.js'])
        await writeFile(path.join(app, file), file);
      await writeFile(path.join(root, 'out/docs/errors.html'), 'page');
      await writeFile(path.join(root, '.next/cache/entry'), 'kept');

      await dropPrerenderedCopies(app);
      expect(await readdir(path.join(root, '.next/server'))).toEqual([]);
      expect(await readFile(path.join(root, 'out/docs/errors.html'), 'utf8')).toBe('page');
      expect(await readFile(path.join(root, '.next/cache/entry'), 'utf8')).toBe('kept');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('does nothing where there is no build', async () => {
    await expect(dropPrerenderedCopies(path.join(os.tmpdir(), 'export-links-none', '.next/server/app'))).resolves.toBeUndefined();
  });
});
