// Content images: published under a hash of their bytes, referenced from pages by relative paths.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentMediaName, isRelativeMediaReference } from './content-media';
import { remarkContentMedia } from './remark-content-media';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('content media names', () => {
  it('keeps the name and extension and changes the hash with the bytes alone', () => {
    const first = contentMediaName('object-model.SVG', bytes('<svg/>'));
    expect(first).toMatch(/^object-model\.[0-9a-f]{12}\.svg$/);
    expect(contentMediaName('object-model.SVG', bytes('<svg/>'))).toBe(first);
    expect(contentMediaName('object-model.SVG', bytes('<svg></svg>'))).not.toBe(first);
  });

  it('treats only paths beside the page as the page’s own files', () => {
    expect(isRelativeMediaReference('./images/a.svg')).toBe(true);
    expect(isRelativeMediaReference('images/a.png')).toBe(true);
    expect(isRelativeMediaReference('../shared/a.png')).toBe(true);
    for (const url of ['/fonts/a.svg', 'https://cdn.example/a.png', 'data:image/png;base64,AA', '#top', '', 'mailto:a@b.c']) {
      expect(isRelativeMediaReference(url)).toBe(false);
    }
  });
});

describe('remarkContentMedia', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'tessera-media-'));
    await mkdir(path.join(dir, 'guide', 'images'), { recursive: true });
    await writeFile(path.join(dir, 'guide', 'images', 'flow chart.svg'), '<svg/>');
  });

  async function run(markdown: string) {
    const processor = unified().use(remarkParse).use(remarkContentMedia).use(remarkStringify);
    const file = new VFile({ path: path.join(dir, 'guide', 'page.mdx'), value: markdown });
    return String(await processor.process(file));
  }

  it('points a relative image at its published name and leaves URLs alone', async () => {
    const out = await run('![Flow](./images/flow%20chart.svg)\n\n![Logo](/icons/logo.svg)\n');
    expect(out).toContain(`![Flow](/content-media/${encodeURIComponent(contentMediaName('flow chart.svg', bytes('<svg/>')))})`);
    expect(out).toContain('![Logo](/icons/logo.svg)');
  });

  it('fails with the file, line and column of an image that is not there', async () => {
    await expect(run('Text.\n\n![Gone](./images/gone.png)\n')).rejects.toThrow(/page\.mdx:3:1 image '\.\/images\/gone\.png' not found/);
  });
});
