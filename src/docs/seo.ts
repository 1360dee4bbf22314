// Search-engine facts of a docs page (pure): JSON-LD breadcrumbs, safely serialised, and the
// 'Edit this page' link.
import type { Crumb } from './nav-model';

export type BreadcrumbList = {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item?: string }[];
};

export function breadcrumbJsonLd(crumbs: readonly Crumb[], page: { title: string; url: string }, origin: string): BreadcrumbList {
  const trail = [{ label: 'Docs', url: '/docs' as string | null }, ...crumbs, { label: page.title, url: page.url }];
  // The docs root is its own first crumb: don't list it twice.
  const unique = trail.filter((crumb, index) => index === 0 || crumb.url !== trail[0]?.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: unique.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      ...(crumb.url ? { item: new URL(crumb.url, origin).href } : {}),
    })),
  };
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export function jsonLdScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The 'Edit this page' URL for a content file, from NEXT_PUBLIC_DOCS_EDIT_URL (a prefix such as
 * https://github.com/tessera/developers/edit/main/); null when unset or not an http(s) URL.
 */
export function editUrl(contentPath: string, base: string | undefined): string | null {
  if (!base) return null;
  try {
    const url = new URL(contentPath.replace(/^\/+/, ''), base.endsWith('/') ? base : `${base}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
