// What the navigation calls a page or a folder, and which section a page belongs to (server only: it
// reads the content source). Kept apart from Sidebar.tsx so build scripts can use it without React.
import type { Node } from 'fumadocs-core/page-tree';
import { breadcrumbs } from './nav-model';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { source } from './source';
import { translatedPage } from './translations';

/** Sidebar label: the page's `sidebarLabel` frontmatter when set, else its title or folder name. */
export function navLabel(node: Node): string {
  if (node.type === 'page') {
    const page = source.getNodePage(node);
    if (page?.data.sidebarLabel) return page.data.sidebarLabel;
  }
  return typeof node.name === 'string' ? node.name : String(node.name ?? '');
}

/** navLabel in a locale: a page translated into it goes by its translated label. */
export function navLabelIn(locale: Locale): (node: Node) => string {
  return (node) => {
    const page = node.type === 'page' && locale !== DEFAULT_LOCALE ? source.getNodePage(node) : undefined;
    const translation = page ? translatedPage(locale, page.slugs)?.data : undefined;
    return translation ? (translation.sidebarLabel ?? translation.title) : navLabel(node);
  };
}

/** The top-level section of a docs page (English), as search, social cards and its Markdown name it. */
export function pageSection(url: string): string {
  return breadcrumbs(source.pageTree, url, navLabel)[0]?.label ?? 'Guides';
}
