import type { Node, Root } from 'fumadocs-core/page-tree';
import { describe, expect, it } from 'vitest';
import { breadcrumbs, neighbours, SIDEBAR_LEVEL_MAX_ENTRIES, sidebarEntries, type SidebarEntry } from './nav-model';

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

describe('sidebarEntries in a large tree', () => {
  // 100 sections of 3 pages, and one section of 100: like the bench corpus at 10 000 pages, in small.
  const section = (n: number, pages: number): Node => ({
    type: 'folder',
    name: `Section ${n}`,
    children: Array.from({ length: pages }, (_, i) => page(`Page ${n}.${i}`, `/docs/s${n}/p${i}`)),
  });
  const large: Root = { name: 'Docs', children: [...Array.from({ length: 100 }, (_, n) => section(n, n === 60 ? 100 : 3))] };
  const labels = (entries: SidebarEntry[]) =>
    entries.map((entry) =>
      entry.type === 'more' ? `${entry.direction} ${entry.count} → ${entry.url}` : entry.type === 'separator' ? '—' : entry.label,
    );

  it('lists a bounded window of sections around the open one, and counts the rest as links to the nearest', () => {
    const entries = sidebarEntries(large, '/docs/s50/p1', labelOf, false);
    expect(entries).toHaveLength(SIDEBAR_LEVEL_MAX_ENTRIES + 2);
    const shown = labels(entries);
    expect(shown[0]).toBe('earlier 30 → /docs/s29/p0');
    expect(shown[1]).toBe('Section 30');
    expect(shown.at(-2)).toBe('Section 69');
    expect(shown.at(-1)).toBe('later 30 → /docs/s70/p0');
    expect(entries.find((entry) => entry.type === 'section' && entry.open)).toMatchObject({ label: 'Section 50' });
  });

  it('starts at the first section when the open one is near the start, with nothing earlier', () => {
    const shown = labels(sidebarEntries(large, '/docs/s2/p0', labelOf, false));
    expect(shown[0]).toBe('Section 0');
    expect(shown.at(-1)).toBe(`later ${100 - SIDEBAR_LEVEL_MAX_ENTRIES} → /docs/s${SIDEBAR_LEVEL_MAX_ENTRIES}/p0`);
  });

  it('windows a long open section around the current page too', () => {
    const open = sidebarEntries(large, '/docs/s60/p95', labelOf, false).find((entry) => entry.type === 'section' && entry.open);
    const pages = open?.type === 'section' ? labels(open.children ?? []) : [];
    expect(pages).toHaveLength(SIDEBAR_LEVEL_MAX_ENTRIES + 1);
    expect(pages[0]).toBe(`earlier ${100 - SIDEBAR_LEVEL_MAX_ENTRIES} → /docs/s60/p${99 - SIDEBAR_LEVEL_MAX_ENTRIES}`);
    expect(pages.at(-1)).toBe('Page 60.99');
  });

  it('sends every entry while the tree is small', () => {
    expect(sidebarEntries(large, '/docs/s50/p1', labelOf, true)).toHaveLength(100);
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
