import type { Root } from 'fumadocs-core/page-tree';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, pagesByDepth, pagesToDefer, prerenderedPagesFrom } from './prerender-pages';

const page = (url: string) => ({ type: 'page' as const, name: url, url });
const tree: Root = {
  name: 'Docs',
  children: [
    page('/docs'),
    {
      type: 'folder',
      name: 'Plugins',
      index: page('/docs/plugins'),
      children: [
        page('/docs/plugins/manifest'),
        { type: 'folder', name: 'API', index: page('/docs/plugins/api'), children: [page('/docs/plugins/api/ui')] },
      ],
    },
    { type: 'separator', name: 'More' },
    page('/docs/errors'),
    { type: 'folder', name: 'Webhooks', children: [page('/docs/webhooks/events')] },
  ],
};

describe('which docs pages a server build renders ahead of time', () => {
  it('takes the tree level by level: top pages and section overviews before the pages under them', () => {
    expect(pagesByDepth(tree)).toEqual([
      '/docs',
      '/docs/plugins',
      '/docs/errors',
      '/docs/plugins/manifest',
      '/docs/plugins/api',
      '/docs/webhooks/events',
      '/docs/plugins/api/ui',
    ]);
  });

  it('leaves the pages past the count to their first request, and none when the count covers the tree', () => {
    expect([...pagesToDefer(tree, 3)]).toEqual([
      '/docs/plugins/manifest',
      '/docs/plugins/api',
      '/docs/webhooks/events',
      '/docs/plugins/api/ui',
    ]);
    expect(pagesToDefer(tree, 100).size).toBe(0);
    expect(pagesToDefer(tree, 0).size).toBe(7);
  });

  it('reads the count from TESSERA_PRERENDER_PAGES, falling back to the default on anything but a whole number', () => {
    expect(prerenderedPagesFrom({ TESSERA_PRERENDER_PAGES: '30' })).toBe(30);
    expect(prerenderedPagesFrom({ TESSERA_PRERENDER_PAGES: ' 0 ' })).toBe(0);
    for (const junk of [undefined, '', '-5', '1e3', '12abc', 'all', '99999999999'])
      expect(prerenderedPagesFrom({ TESSERA_PRERENDER_PAGES: junk })).toBe(PRERENDERED_PAGES);
  });
});
