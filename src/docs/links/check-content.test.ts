// The build's content check over a small content folder, cold and from its cache.
import { mkdir, mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Root } from 'mdast';
import { describe, expect, it } from 'vitest';
import { brokenContentLinks } from './check-content.build';

describe('brokenContentLinks', () => {
  it('names file:line of each broken link, and a cached rerun still sees another page’s edit', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'tessera-check-'));
    const dir = path.join(root, 'docs');
    const cache = { dir: path.join(root, 'cache'), salt: 'test' };
    await mkdir(path.join(dir, 'webhooks'), { recursive: true });
    const index = path.join(dir, 'index.mdx');
    const hooks = path.join(dir, 'webhooks', 'index.mdx');
    await writeFile(index, '---\ntitle: Home\n---\n\nSee [retries](/docs/webhooks#retry-policy).\n\n[gone](/docs/nope)\n');
    await writeFile(hooks, '---\ntitle: Webhooks\n---\n\n## Retries [#retry-policy]\n\n[home](/docs)\n');
    const files = [index, hooks];

    const cold = await brokenContentLinks(files, { contentDir: dir, cache });
    expect(cold).toEqual([`1 broken link(s):\n${index}:7:1 broken link '/docs/nope': no page at /docs/nope`]);
    expect((await readdir(cache.dir)).length).toBe(2);
    expect(await brokenContentLinks(files, { contentDir: dir, cache })).toEqual(cold);

    // The linking page is unchanged (its facts come from the cache), but the heading it links to is gone.
    await writeFile(hooks, '---\ntitle: Webhooks\n---\n\n## Retries\n\n[home](/docs)\n');
    expect(await brokenContentLinks(files, { contentDir: dir, cache })).toEqual([
      `2 broken link(s):\n${index}:5:5 broken link '/docs/webhooks#retry-policy': no heading #retry-policy on /docs/webhooks\n${index}:7:1 broken link '/docs/nope': no page at /docs/nope`,
    ]);
  });

  it('hands each page it parses on, with its heading ids set, and none it read from the cache', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'tessera-check-'));
    const dir = path.join(root, 'docs');
    const cache = { dir: path.join(root, 'cache'), salt: 'test' };
    await mkdir(dir, { recursive: true });
    const index = path.join(dir, 'index.mdx');
    await writeFile(index, '---\ntitle: Home\n---\n\n## Start here [#start]\n');
    const parsed: { file: string; ids: unknown[] }[] = [];
    const onParsed = (file: string, _source: string, tree: Root) => {
      parsed.push({ file, ids: tree.children.filter((node) => node.type === 'heading').map((node) => node.data?.hProperties?.id) });
    };
    await brokenContentLinks([index], { contentDir: dir, cache, onParsed });
    expect(parsed).toEqual([{ file: index, ids: ['start'] }]);
    await brokenContentLinks([index], { contentDir: dir, cache, onParsed });
    expect(parsed).toHaveLength(1);
  });
});
