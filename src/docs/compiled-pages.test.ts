// The page compiler: the site's MDX pipeline, a cache key that follows what the output depends on,
// and an edited file compiled afresh.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { compiledPage, compiledPageKey, KEPT_PAGES } from './compiled-pages';

describe('compiled page cache key', () => {
  it('changes with the source, the file and the pipeline, and with nothing else', () => {
    const key = compiledPageKey('/c/a.mdx', '# A', 'pipeline-1');
    expect(compiledPageKey('/c/a.mdx', '# A', 'pipeline-1')).toBe(key);
    expect(compiledPageKey('/c/a.mdx', '# A!', 'pipeline-1')).not.toBe(key);
    expect(compiledPageKey('/c/b.mdx', '# A', 'pipeline-1')).not.toBe(key);
    expect(compiledPageKey('/c/a.mdx', '# A', 'pipeline-2')).not.toBe(key);
  });
});

describe('compiledPage', () => {
  it('compiles with the site’s pipeline, and compiles again once the file is edited', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'tessera-compile-')), 'page.mdx');
    await writeFile(file, '---\ntitle: Page\n---\n\n## Retries [#retry-policy]\n\nFirst version.\n\n```ts\nconst a = 1;\n```\n');
    const first = await compiledPage(file);
    expect(first.toc).toEqual([expect.objectContaining({ url: '#retry-policy', depth: 2 })]);
    const html = renderToStaticMarkup(createElement(first.body));
    expect(html).toContain('First version.');
    expect(html).toContain('id="retry-policy"');
    // Highlighted at compile time with the site's themes as CSS variables.
    expect(html).toContain('--shiki-');
    expect(await compiledPage(file)).toBe(first);

    await writeFile(file, '---\ntitle: Page\n---\n\nSecond version.\n');
    const second = await compiledPage(file);
    expect(renderToStaticMarkup(createElement(second.body))).toContain('Second version.');
    expect(second.toc).toEqual([]);
  });
});

describe('compiledPage on broken MDX', () => {
  it('fails naming the file, line and column, and compiles once the file is mended', async () => {
    const file = path.join(await mkdtemp(path.join(tmpdir(), 'tessera-compile-')), 'broken.mdx');
    await writeFile(file, '---\ntitle: Broken\n---\n\nFine line.\n\n<Callout type="note">\nNever closed.\n');
    const failure = await compiledPage(file).then(
      () => null,
      (error: unknown) => error,
    );
    expect(String(failure)).toContain(`MdxCompileError: ${file}:`);
    expect(String(failure)).toMatch(/closing tag for `<Callout>` \(7:1-7:22\)/);
    await writeFile(file, '---\ntitle: Mended\n---\n\nFine line.\n');
    expect(renderToStaticMarkup(createElement((await compiledPage(file)).body))).toContain('Fine line.');
  });
});

describe('compiled pages kept in memory', () => {
  it('keeps the most recently used pages and drops the one used longest ago past the bound', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tessera-compile-'));
    const page = async (name: string) => {
      const file = path.join(dir, `${name}.mdx`);
      await writeFile(file, `---\ntitle: ${name}\n---\n\nPage ${name}.\n`);
      return file;
    };
    const [used, unused] = [await page('used'), await page('unused')];
    const usedFirst = await compiledPage(used);
    const unusedFirst = await compiledPage(unused);
    expect(await compiledPage(used)).toBe(usedFirst);
    // With `used` touched again, `unused` is the oldest of KEPT_PAGES + 1 pages.
    for (let index = 0; index < KEPT_PAGES - 1; index++) await compiledPage(await page(`filler-${index}`));
    expect(await compiledPage(used)).toBe(usedFirst);
    expect(await compiledPage(unused)).not.toBe(unusedFirst);
  });
});
