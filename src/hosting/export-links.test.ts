import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropPrerenderedCopies, identicalFilesKeptOnce } from './export-links.mjs';

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

describe('identicalFilesKeptOnce', () => {
  it('makes repeats links to the first file and its twin, and starts a new set after the most names a file may have', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'export-links-'));
    try {
      const files = ['a', 'b', 'c', 'd', 'other'].map((name) => path.join(root, `${name}.txt`));
      for (const file of files) await writeFile(file, file.endsWith('other.txt') ? 'other' : 'same');
      const identical = identicalFilesKeptOnce({ twinSuffix: '.gz', maxNames: 2 });
      const twinsMade: string[] = [];
      const keep = (file: string) =>
        identical.keep(file, file.endsWith('other.txt') ? 'other' : 'same', async () => {
          twinsMade.push(path.basename(file));
          await writeFile(`${file}.gz`, `twin of ${path.basename(file)}`);
        });
      const linked = [];
      for (const file of files) linked.push(await keep(file));

      expect(linked).toEqual([false, true, false, true, false]);
      expect(twinsMade).toEqual(['a.txt', 'c.txt', 'other.txt']);
      const inode = async (name: string) => (await stat(path.join(root, name))).ino;
      expect(await inode('b.txt')).toBe(await inode('a.txt'));
      expect(await inode('b.txt.gz')).toBe(await inode('a.txt.gz'));
      expect(await inode('d.txt')).toBe(await inode('c.txt'));
      expect(await inode('c.txt')).not.toBe(await inode('a.txt'));
      expect(await readFile(path.join(root, 'd.txt.gz'), 'utf8')).toBe('twin of c.txt');
      expect(await readFile(path.join(root, 'd.txt'), 'utf8')).toBe('same');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('compresses at most once per content when repeats arrive together', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'export-links-'));
    try {
      const files = ['a', 'b', 'c'].map((name) => path.join(root, `${name}.txt`));
      for (const file of files) await writeFile(file, 'same');
      const identical = identicalFilesKeptOnce({ twinSuffix: '.gz' });
      let twins = 0;
      const linked = await Promise.all(
        files.map((file) => identical.keep(file, 'same', async () => void (twins++, await writeFile(`${file}.gz`, 'twin')))),
      );
      expect(twins).toBe(1);
      expect(linked.filter(Boolean)).toHaveLength(2);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
