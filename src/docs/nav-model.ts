// Navigation derived from the content tree (pure): the sidebar for a page, breadcrumbs, previous/next.
import type { Item, Node, Root } from 'fumadocs-core/page-tree';
import { findNeighbour, flattenTree } from 'fumadocs-core/page-tree';
import { trimTrailingSlash as trimSlash } from './url-path';

/**
 * Up to this many pages the sidebar carries every section (collapsed but expandable offline).
 * Beyond it, only the open section's pages are sent and other sections link to their first page,
 * so a page's HTML stays the same size however large the docs grow.
 */
export const FULL_SIDEBAR_MAX_PAGES = 300;

export type SidebarEntry =
  | { type: 'link'; label: string; url: string; current: boolean }
  | { type: 'section'; label: string; open: boolean; firstUrl: string | null; children: SidebarEntry[] | null }
  | { type: 'separator'; label: string };

export type LabelOf = (node: Node) => string;

function containsUrl(node: Node, url: string): boolean {
  if (node.type === 'page') return trimSlash(node.url) === url;
  if (node.type === 'folder') return (node.index ? trimSlash(node.index.url) === url : false) || node.children.some((child) => containsUrl(child, url));
  return false;
}

export function sidebarEntries(tree: Root, currentUrl: string, labelOf: LabelOf, fullTree = flattenTree(tree.children).length <= FULL_SIDEBAR_MAX_PAGES): SidebarEntry[] {
  const url = trimSlash(currentUrl);
  const walk = (nodes: Node[]): SidebarEntry[] =>
    nodes.map((node): SidebarEntry => {
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
