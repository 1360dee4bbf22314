// Which docs pages a server build renders ahead of time (pure). Rendering is most of a large site's
// build: at 1 000 pages, 23 of a rebuild's 64 s went to rendering pages nobody had changed. A server
// build renders the first PRERENDERED_PAGES pages, the top of the tree first (section overviews before
// the pages under them); the rest, and their Markdown twins, render on their first request and are
// then served from Next's cache, as the locale copies are (src/i18n/prerender-params.ts). Search does
// not need them rendered: it reads every page from its source (src/docs/search-documents.build.ts). A
// static export has no server and renders every page.
import type { Node, Root } from 'fumadocs-core/page-tree';

/** Enough for a site of a few hundred pages to be rendered whole, as this one is. */
export const PRERENDERED_PAGES = 200;

/** `TESSERA_PRERENDER_PAGES`: how many docs pages a server build renders; a non-negative integer, else the default. */
export function prerenderedPagesFrom(env: Readonly<Record<string, string | undefined>>): number {
  const given = env.TESSERA_PRERENDER_PAGES?.trim();
  return given && /^\d{1,9}$/.test(given) ? Number(given) : PRERENDERED_PAGES;
}

/** The tree's page URLs, level by level: a level's pages and section overviews before anything under them. */
export function pagesByDepth(tree: Root): string[] {
  const urls: string[] = [];
  let level: Node[] = tree.children;
  while (level.length > 0) {
    const next: Node[] = [];
    for (const node of level) {
      if (node.type === 'page') urls.push(node.url);
      else if (node.type === 'folder') {
        if (node.index) urls.push(node.index.url);
        next.push(...node.children);
      }
    }
    level = next;
  }
  return [...new Set(urls)];
}

/** The URLs of the pages left to their first request: all but the first `count` by depth. */
export function pagesToDefer(tree: Root, count: number): Set<string> {
  return new Set(pagesByDepth(tree).slice(count));
}
