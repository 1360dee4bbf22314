import type { Node, Root } from 'fumadocs-core/page-tree';
import { describe, expect, it } from 'vitest';
import { breadcrumbs, neighbours, sidebarEntries } from './nav-model';

const page = (name: string, url: string): Node => ({ type: 'page', name, url });
const tree: Root = {
  name: 'Docs',
  children: [
    page('Overview', '/docs'),
    page('Quick start', '/docs/quick-start'),
    {
      type: 'folder',
      name: 'Webhooks',
      index: { type: 'page', name: 'Webhooks', url: '/docs/webhooks' },
      children: [page('Events', '/docs/webhooks/events'), page('Signatures', '/docs/webhooks/signatures')],
    },
    { type: 'separator', name: 'Reference' },
    {
      type: 'folder',
      name: 'API reference',
      children: [page('Files', '/docs/reference/files'), page('Comments', '/docs/reference/comments')],
    },
  ],
};
const labelOf = (node: Node) => String(node.name ?? '');

describe('sidebarEntries', () => {
  it('marks the current page and opens only its section', () => {
    const entries = sidebarEntries(tree, '/docs/webhooks/events', labelOf);
    expect(entries[0]).toEqual({ type: 'link', label: 'Overview', url: '/docs', current: false });
    const webhooks = entries[2];
    expect(webhooks).toMatchObject({ type: 'section', label: 'Webhooks', open: true, firstUrl: '/docs/webhooks' });
    expect(webhooks?.type === 'section' && webhooks.children?.map((entry) => entry.type === 'link' && entry.current)).toEqual([
      false,
      true,
      false,
    ]);
    expect(entries[4]).toMatchObject({ type: 'section', open: false, firstUrl: '/docs/reference/files' });
  });

  it('sends closed sections without their pages when the tree is large', () => {
    const entries = sidebarEntries(tree, '/docs/webhooks/events', labelOf, false);
    expect(entries[4]).toMatchObject({ type: 'section', open: false, children: null });
    expect(entries[2]).toMatchObject({ type: 'section', open: true });
    expect(entries[2]?.type === 'section' && entries[2].children?.length).toBe(3);
  });

  it('ignores a trailing slash', () => {
    const entries = sidebarEntries(tree, '/docs/quick-start/', labelOf);
    expect(entries[1]).toMatchObject({ current: true });
  });
});

describe('breadcrumbs', () => {
  it('lists the sections above a page, linking those with an index', () => {
    expect(breadcrumbs(tree, '/docs/webhooks/signatures', labelOf)).toEqual([{ label: 'Webhooks', url: '/docs/webhooks' }]);
    expect(breadcrumbs(tree, '/docs/reference/comments', labelOf)).toEqual([{ label: 'API reference', url: null }]);
  });

  it('is empty at the top level and for unknown pages', () => {
    expect(breadcrumbs(tree, '/docs/quick-start', labelOf)).toEqual([]);
    expect(breadcrumbs(tree, '/docs/webhooks', labelOf)).toEqual([]);
    expect(breadcrumbs(tree, '/nope', labelOf)).toEqual([]);
  });
});

describe('neighbours', () => {
  it('walks the pages in reading order', () => {
    expect(neighbours(tree, '/docs/quick-start', labelOf)).toEqual({
      previous: { label: 'Overview', url: '/docs' },
      next: { label: 'Webhooks', url: '/docs/webhooks' },
    });
    expect(neighbours(tree, '/docs', labelOf).previous).toBeNull();
    expect(neighbours(tree, '/docs/reference/comments', labelOf).next).toBeNull();
  });
});
