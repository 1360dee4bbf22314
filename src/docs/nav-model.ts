// Navigation derived from the content tree (pure): the sidebar for a page, breadcrumbs, previous/next.
import type { Item, Node, Root } from 'fumadocs-core/page-tree';
import { findNeighbour, flattenTree } from 'fumadocs-core/page-tree';
import { trimTrailingSlash as trimSlash } from './url-path';

/**
 * Up to this many pages the sidebar carries every section (collapsed but expandable offline).
 * Beyond it, only the open section's pages are sent and other sections link to their first page,
 * and each level lists at most SIDEBAR_LEVEL_MAX_ENTRIES entries around the open one, so a page's
 * HTML (and the time to render it) stays the same however large the docs grow.
 */
export const FULL_SIDEBAR_MAX_PAGES = 300;
/** In a large tree, the entries one level lists around its open entry; the rest are counted links. */
export const SIDEBAR_LEVEL_MAX_ENTRIES = 40;

export type SidebarEntry =
  | { type: 'link'; label: string; url: string; current: boolean }
  | { type: 'section'; label: string; open: boolean; firstUrl: string | null; children: SidebarEntry[] | null }
  | { type: 'separator'; label: string }
  /** Entries of a level left out of a large tree's sidebar: a link to the nearest one, which moves the window there. */
  | { type: 'more'; direction: 'earlier' | 'later'; count: number; url: string | null };

const entryUrl = (entry: SidebarEntry): string | null =>
  entry.type === 'link' ? entry.url : entry.type === 'section' ? entry.firstUrl : entry.type === 'more' ? entry.url : null;
const isFocus = (entry: SidebarEntry) => (entry.type === 'link' && entry.current) || (entry.type === 'section' && entry.open);

/**
 * At most `max` entries of one level, centred on the open or current one (the first ones if none
 * is), with what was left out on each side as a counted link to its nearest entry.
 */
export function windowedLevel(entries: SidebarEntry[], max = SIDEBAR_LEVEL_MAX_ENTRIES): SidebarEntry[] {
  if (entries.length <= max) return entries;
  const focus = Math.max(0, entries.findIndex(isFocus));
  const start = Math.min(Math.max(0, focus - Math.floor(max / 2)), entries.length - max);
  const end = start + max;
  const nearest = (from: number, step: 1 | -1): string | null => {
    for (let index = from; index >= 0 && index < entries.length; index += step) {
      const url = entryUrl(entries[index] as SidebarEntry);
      if (url) return url;
    }
    return null;
  };
  return [
    ...(start > 0 ? [{ type: 'more', direction: 'earlier', count: start, url: nearest(start - 1, -1) } as const] : []),
    ...entries.slice(start, end),
    ...(end < entries.length ? [{ type: 'more', direction: 'later', count: entries.length - end, url: nearest(end, 1) } as const] : []),
  ];
}

export type LabelOf = (node: Node) => string;

function containsUrl(node: Node, url: string): boolean {
  if (node.type === 'page') return trimSlash(node.url) === url;
  if (node.type === 'folder')
    return (node.index ? trimSlash(node.index.url) === url : false) || node.children.some((child) => containsUrl(child, url));
  return false;
}

const pageCounts = new WeakMap<Root, number>();
/** The tree's number of pages, counted once per tree (every page's sidebar asks). */
function pageCount(tree: Root): number {
  let count = pageCounts.get(tree);
  if (count === undefined) {
    count = flattenTree(tree.children).length;
    pageCounts.set(tree, count);
  }
  return count;
}

export function sidebarEntries(
  tree: Root,
  currentUrl: string,
  labelOf: LabelOf,
  fullTree = pageCount(tree) <= FULL_SIDEBAR_MAX_PAGES,
): SidebarEntry[] {
  const url = trimSlash(currentUrl);
  const walk = (nodes: Node[]): SidebarEntry[] => {
    const level = nodes.map((node): SidebarEntry => {
      if (node.type === 'separator') return { type: 'separator', label: labelOf(node) };
      if (node.type === 'page') return { type: 'link', label: labelOf(node), url: node.url, current: trimSlash(node.url) === url };
      const open = containsUrl(node, url);
      const pages: Node[] = node.index ? [node.index, ...node.children] : node.children;
      const first = flattenTree(pages)[0];
      return {
        type: 'section',
        label: labelOf(node),
        open,
        firstUrl: first?.url ?? null,
        children: open || fullTree ? walk(pages) : null,
      };
    });
    return fullTree ? level : windowedLevel(level);
  };
  return walk(tree.children);
}

export type Crumb = { label: string; url: string | null };

/** The path from the docs root to the page, excluding the page itself. */
export function breadcrumbs(tree: Root, currentUrl: string, labelOf: LabelOf): Crumb[] {
  const url = trimSlash(currentUrl);
  const path: Crumb[] = [];
  const search = (nodes: Node[]): boolean => {
    for (const node of nodes) {
      if (node.type === 'page' && trimSlash(node.url) === url) return true;
      if (node.type === 'folder') {
        const isIndex = node.index !== undefined && trimSlash(node.index.url) === url;
        path.push({ label: labelOf(node), url: node.index && !isIndex ? node.index.url : null });
        if (isIndex || search(node.children)) {
          if (isIndex) path.pop();
          return true;
        }
        path.pop();
      }
    }
    return false;
  };
  return search(tree.children) ? path : [];
}

export type Neighbour = { label: string; url: string };

export function neighbours(tree: Root, currentUrl: string, labelOf: LabelOf): { previous: Neighbour | null; next: Neighbour | null } {
  const { previous, next } = findNeighbour(tree, currentUrl);
  const toNeighbour = (item: Item | undefined) => (item ? { label: labelOf(item), url: item.url } : null);
  return { previous: toNeighbour(previous), next: toNeighbour(next) };
}
