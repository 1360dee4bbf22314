import { promises as fsPromises } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dropPrerenderedCopies, identicalFilesKeptOnce, linkable, linkExportCopies, replaceFile } from './export-links.mjs';

/** A copy of fs.promises to wrap, so the tests leave the process's own untouched. */
const ownPromises = (overrides: Partial<typeof fsPromises> = {}) => ({ ...fsPromises, ...overrides }) as typeof fsPromises;

const FOLDERS = { from: path.resolve('/srv/site/.next/server/app'), to: path.resolve('/srv/site/out') };

describe('linkable', () => {
  it("allows a prerendered page's files going into the export", () => {
    expect(linkable('/srv/site/.next/server/app/docs/errors.html', '/srv/site/out/docs/errors.html', undefined, FOLDERS)).toBe(true);
    expect(
      linkable(
        '/srv/site/.next/server/app/docs/errors.segments/_full.segment.rsc',
        '/srv/site/out/docs/errors/__next._full.txt',
        0,
        FOLDERS,
      ),
    ).toBe(true);
  });

  it('keeps the real copy for other files, other places and any copy flag', () => {
    expect(linkable('/srv/site/.next/static/chunks/a.js', '/srv/site/out/_next/static/chunks/a.js', undefined, FOLDERS)).toBe(false);
    expect(linkable('/srv/site/public/robots.txt', '/srv/site/out/robots.txt', undefined, FOLDERS)).toBe(false);
    expect(linkable('/srv/site/.next/server/app/index.html', '/srv/site/elsewhere/index.html', undefined, FOLDERS)).toBe(false);
    expect(linkable('/srv/site/.next/server/app/index.html', '/srv/site/out-old/index.html', undefined, FOLDERS)).toBe(false);
    expect(linkable('/srv/site/.next/server/app/../app.js', '/srv/site/out/app.js', undefined, FOLDERS)).toBe(false);
    expect(linkable('/srv/site/.next/server/app', '/srv/site/out/app', undefined, FOLDERS)).toBe(false);
    expect(linkable('/srv/site/.next/server/app/index.html', '/srv/site/out/index.html', 1, FOLDERS)).toBe(false);
  });
});

describe('linkExportCopies', () => {
  let root = '';
  let folders = FOLDERS;
  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'export-links-'));
    folders = { from: path.join(root, '.next/server/app'), to: path.join(root, 'out') };
    await mkdir(path.join(folders.from, 'docs'), { recursive: true });
    await mkdir(path.join(folders.to, 'docs'), { recursive: true });
    await writeFile(path.join(folders.from, 'docs/errors.html'), '<h1>Errors</h1>');
    await writeFile(path.join(root, 'robots.txt'), 'User-agent: *');
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('links a prerendered file into the export, replacing what was there, and counts it', async () => {
    const fs = ownPromises();
    const counts = linkExportCopies(fs, folders);
    const source = path.join(folders.from, 'docs/errors.html');
    const destination = path.join(folders.to, 'docs/errors.html');
    await writeFile(destination, 'stale');
    await fs.copyFile(source, destination);
    expect((await stat(destination)).ino).toBe((await stat(source)).ino);
    expect(await readFile(destination, 'utf8')).toBe('<h1>Errors</h1>');
    expect([counts.linked(), counts.copied()]).toEqual([1, 0]);
  });

  it('copies anything else as before', async () => {
    const fs = ownPromises();
    const counts = linkExportCopies(fs, folders);
    const destination = path.join(folders.to, 'robots.txt');
    await fs.copyFile(path.join(root, 'robots.txt'), destination);
    expect((await stat(destination)).nlink).toBe(1);
    expect(await readFile(destination, 'utf8')).toBe('User-agent: *');
    expect([counts.linked(), counts.copied()]).toEqual([0, 1]);
  });

  it('falls back to the real copy when the file system refuses the link', async () => {
    const fs = ownPromises({ link: () => Promise.reject(Object.assign(new Error('cross-device link'), { code: 'EXDEV' })) });
    const counts = linkExportCopies(fs, folders);
    const destination = path.join(folders.to, 'docs/errors.html');
    await fs.copyFile(path.join(folders.from, 'docs/errors.html'), destination);
    expect((await stat(destination)).nlink).toBe(1);
    expect(await readFile(destination, 'utf8')).toBe('<h1>Errors</h1>');
    expect([counts.linked(), counts.copied()]).toEqual([0, 1]);
  });

  it('still fails as a copy would when the source is missing', async () => {
    const fs = ownPromises();
    linkExportCopies(fs, folders);
    await expect(
      fs.copyFile(path.join(folders.from, 'docs/missing.html'), path.join(folders.to, 'docs/missing.html')),
    ).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('replaceFile', () => {
  it('changes the file under its own name only, not the files linked to it', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'export-links-'));
    try {
      const fs = ownPromises();
      const counts = linkExportCopies(fs, { from: path.join(root, 'app'), to: path.join(root, 'out') });
      await mkdir(path.join(root, 'app'));
      await mkdir(path.join(root, 'out'));
      await writeFile(path.join(root, 'app/_not-found.html'), 'not found');
      // Next copies the 404 page to two names: both are links to the one rendered file.
      await fs.copyFile(path.join(root, 'app/_not-found.html'), path.join(root, 'out/404.html'));
      await fs.copyFile(path.join(root, 'app/_not-found.html'), path.join(root, 'out/_not-found.html'));
      expect(counts.linked()).toBe(2);
      await replaceFile(path.join(root, 'out/404.html'), 'not found, with a policy');
      expect(await readFile(path.join(root, 'out/404.html'), 'utf8')).toBe('not found, with a policy');
      expect(await readFile(path.join(root, 'out/_not-found.html'), 'utf8')).toBe('not found');
      expect(await readFile(path.join(root, 'app/_not-found.html'), 'utf8')).toBe('not found');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

describe('dropPrerenderedCopies', () => {
  it("removes the prerendered pages and their navigation data, keeps the server's code, and leaves out/'s links whole", async () => {
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
      const fs = ownPromises();
      linkExportCopies(fs, { from: app, to: out });
      await fs.copyFile(path.join(app, 'docs/errors.html'), path.join(out, 'docs/errors.html'));

      expect(await dropPrerenderedCopies(app)).toBe(5);
      expect((await readdir(app, { recursive: true })).sort()).toEqual(['docs', 'docs/page.js', 'docs/page_client-reference-manifest.js']);
      expect(await readFile(path.join(out, 'docs/errors.html'), 'utf8')).toBe('docs/errors.html');
      expect((await stat(path.join(out, 'docs/errors.html'))).nlink).toBe(1);
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
