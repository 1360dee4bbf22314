// Internal link checking (pure): does a link in a page point at a page and anchor that exist?
import { trimTrailingSlash as trimSlash } from '../url-path';

export type SiteIndex = {
  /** Page URL (no trailing slash) → the ids of its headings and other anchors. */
  pages: ReadonlyMap<string, ReadonlySet<string>>;
  /** Other routes that exist but are not content pages (home, feeds, machine-readable files). */
  routes: ReadonlySet<string>;
};

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** Resolves `href` as a browser on the page at `fromUrl` would; external links resolve to null. */
export function resolveInternal(href: string, fromUrl: string): { path: string; hash: string } | null {
  if (EXTERNAL.test(href)) return null;
  const url = new URL(href, new URL(trimSlash(fromUrl), 'http://site.invalid'));
  return { path: trimSlash(decodeURIComponent(url.pathname)), hash: decodeURIComponent(url.hash.slice(1)) };
}

/** Why a link is broken, or null when it resolves (external links are not checked here). */
export function brokenLinkReason(href: string, fromUrl: string, index: SiteIndex): string | null {
  if (href.trim() === '') return 'empty link';
  const target = resolveInternal(href, fromUrl);
  if (!target) return null;
  const anchors = index.pages.get(target.path);
  if (!anchors) {
    if (index.routes.has(target.path)) return null;
    // Every page has its Markdown twin at its URL plus .md (scripts/build-copies.ts).
    if (target.path.endsWith('.md') && index.pages.has(target.path.slice(0, -'.md'.length))) return null;
    return `no page at ${target.path}`;
  }
  if (target.hash && !anchors.has(target.hash)) return `no heading #${target.hash} on ${target.path}`;
  return null;
}
