// Build step: indexes every content page's URL and heading ids, read from the MDX the same way the
// site renders it (fumadocs' remark-heading), so the link check agrees with the rendered anchors.
import { readFile } from 'node:fs/promises';
import { parse as parseYaml } from 'yaml';
import type { Redirect } from '../../hosting/redirects.mjs';
import path from 'node:path';
import { getSlugs } from 'fumadocs-core/source';
import { glob } from 'tinyglobby';
import { existsSync } from 'node:fs';
import { OPENAPI_FILE, openApi, RELEASES_DIR } from '../../api-reference/load-openapi';
import { API_CHANGES_URL, referenceTags } from '../../api-reference/openapi-model';
import type { SiteIndex } from './link-model';
import { cachedPageFacts, type FactsCache, pageFacts, type PageFacts } from './page-facts.build';
import { SITE_ROUTES } from './site-routes';
import { TRANSLATIONS_DIR as TRANSLATIONS_FOLDER } from '../../config/content-paths.mjs';

export const CONTENT_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'content/docs');
export const CHANGELOG_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), 'content/changelog');
/** content/translations/<locale>/… mirrors content/docs/…, keeping the English heading ids. */
export const TRANSLATIONS_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), TRANSLATIONS_FOLDER);
export const DOCS_BASE = '/docs';
export const CHANGELOG_URL = '/changelog';

/** The URL a content file renders at: docs pages by their slugs; every changelog entry on /changelog. */
export function urlOfContentFile(file: string, contentDir = CONTENT_DIR): string {
  let relative = path.relative(contentDir, file);
  if (relative.startsWith('..')) {
    if (!path.relative(CHANGELOG_DIR, file).startsWith('..')) return CHANGELOG_URL;
    // A translation links and anchors as the English page it translates.
    const translation = path.relative(TRANSLATIONS_DIR, file);
    if (!translation.startsWith('..')) relative = translation.split(path.sep).slice(1).join(path.sep);
  }
  const slugs = getSlugs(relative.split(path.sep).join('/'));
  return slugs.length > 0 ? `${DOCS_BASE}/${slugs.join('/')}` : DOCS_BASE;
}

export async function headingIds(source: string): Promise<Set<string>> {
  return new Set((await pageFacts(source)).ids);
}

/** The docs files under a content folder and the URL each renders at. */
async function contentFiles(contentDir: string): Promise<{ file: string; url: string }[]> {
  const files = await glob(['**/*.mdx', '**/*.md'], { cwd: contentDir, absolute: true });
  return files.sort().map((file) => ({ file, url: urlOfContentFile(file, contentDir) }));
}

/**
 * Every page's URL and heading ids, with the REST reference's pages. `facts`, when given, holds facts
 * already read for some files (the content check reads each page once for both its links and this).
 */
export async function buildSiteIndex(
  contentDir = CONTENT_DIR,
  { cache, facts }: { cache?: FactsCache; facts?: Map<string, PageFacts> } = {},
): Promise<SiteIndex> {
  const pages = new Map<string, Set<string>>();
  for (const { file, url } of await contentFiles(contentDir)) {
    const known = facts?.get(file) ?? (await cachedPageFacts(await readFile(file, 'utf8'), cache));
    pages.set(url, new Set(known.ids));
  }
  for (const page of await referencePages(contentDir)) pages.set(page.url, page.anchors);
  return { pages, routes: new Set(SITE_ROUTES) };
}

/** The REST reference pages, generated from the OpenAPI document: one per tag, an anchor per operation; and its changes page. */
async function referencePages(contentDir: string): Promise<{ url: string; anchors: Set<string> }[]> {
  if (contentDir !== CONTENT_DIR || !existsSync(OPENAPI_FILE)) return [];
  const tags = referenceTags((await openApi()).resolved).map((tag) => ({
    url: tag.url,
    anchors: new Set(tag.operations.map((operation) => operation.anchor)),
  }));
  return existsSync(RELEASES_DIR) ? [...tags, { url: API_CHANGES_URL, anchors: new Set<string>() }] : tags;
}

const cache = new Map<string, Promise<SiteIndex>>();
/** One index per content folder and build process: every page's check reads the same snapshot. */
export function siteIndex(contentDir = CONTENT_DIR): Promise<SiteIndex> {
  let index = cache.get(contentDir);
  if (!index) {
    index = buildSiteIndex(contentDir);
    cache.set(contentDir, index);
  }
  return index;
}

/** Every docs and reference page's URL (English), from the content files' names and the OpenAPI document: no page is parsed. */
export async function docsPages(): Promise<string[]> {
  const urls = [
    ...(await contentFiles(CONTENT_DIR)).map((entry) => entry.url),
    ...(await referencePages(CONTENT_DIR)).map((page) => page.url),
  ];
  return [...new Set(urls)].filter((url) => url === DOCS_BASE || url.startsWith(`${DOCS_BASE}/`));
}

/** The list of moves, kept with the content. */
export const REDIRECTS_FILE = 'content/redirects.yml';

/** `/docs/a/` → `/docs/a`; the root stays `/`. */
const withoutSlash = (path: string) => path.replace(/(.)\/+$/, '$1');
const isPath = (value: unknown): value is string => typeof value === 'string' && /^\/[^\s?#]*$/.test(value);

/**
 * The moves as written (a list of `{ from, to }` paths, each starting with `/`, without query or fragment; trailing
 * slashes dropped), checked against the site's pages: each former path names no current page, each target is one,
 * and none is listed twice. So no move leads to another: no chains, no loops. Throws naming the file and the entry.
 */
export function checkedRedirects(entries: unknown, pages: Iterable<string>, file = REDIRECTS_FILE): Redirect[] {
  if (entries === null || entries === undefined) return [];
  if (!Array.isArray(entries)) throw new Error(`${file}: is a list of { from, to } entries`);
  const current = new Set(pages);
  const froms = new Set<string>();
  return entries.map((entry: unknown, index) => {
    const { from, to } = (entry ?? {}) as Record<string, unknown>;
    if (!isPath(from) || !isPath(to)) {
      throw new Error(`${file}: entry ${index + 1} needs a 'from' and a 'to' path, each starting with '/' (${JSON.stringify(entry)})`);
    }
    const move = { from: withoutSlash(from), to: withoutSlash(to) };
    if (froms.has(move.from)) throw new Error(`${file}: ${move.from} is listed twice`);
    froms.add(move.from);
    if (current.has(move.from)) throw new Error(`${file}: ${move.from} is a current page: a former path cannot also be a page`);
    if (!current.has(move.to)) throw new Error(`${file}: ${move.from} moves to ${move.to}, which is no page of the site`);
    return move;
  });
}

/** The pages that moved (content/redirects.yml), checked against the pages the site has now. */
export async function siteRedirects(file = REDIRECTS_FILE): Promise<Redirect[]> {
  if (!existsSync(file)) return [];
  let parsed: unknown;
  try {
    parsed = parseYaml(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file} is not valid YAML: ${(error as Error).message}`);
  }
  return checkedRedirects(parsed, await docsPages(), file);
}
