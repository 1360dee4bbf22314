// Build step: indexes every content page's URL and heading ids, read from the MDX the same way the
// site renders it (fumadocs' remark-heading), so the link check agrees with the rendered anchors.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getSlugs } from 'fumadocs-core/source';
import { remarkHeading } from 'fumadocs-core/mdx-plugins';
import type { Heading, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { glob } from 'tinyglobby';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { existsSync } from 'node:fs';
import { OPENAPI_FILE, openApi } from '../../api-reference/load-openapi';
import { referenceTags } from '../../api-reference/openapi-model';
import type { SiteIndex } from './link-model';
import { SITE_ROUTES } from './site-routes';

export const CONTENT_DIR = path.resolve('content/docs');
export const CHANGELOG_DIR = path.resolve('content/changelog');
/** content/translations/<locale>/… mirrors content/docs/…, keeping the English heading ids. */
export const TRANSLATIONS_DIR = path.resolve('content/translations');
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

/** Strips frontmatter so the Markdown parser sees only the body. */
const body = (source: string) => source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n/, '');

export async function headingIds(source: string): Promise<Set<string>> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkHeading, { generateToc: false });
  const tree = (await processor.run(processor.parse(body(source)))) as Root;
  const ids = new Set<string>();
  visit(tree, 'heading', (node: Heading) => {
    const id = (node.data?.hProperties as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string') ids.add(id);
  });
  return ids;
}

export async function buildSiteIndex(contentDir = CONTENT_DIR): Promise<SiteIndex> {
  const files = await glob(['**/*.mdx', '**/*.md'], { cwd: contentDir, absolute: true });
  const pages = new Map<string, Set<string>>();
  await Promise.all(
    files.map(async (file) => {
      pages.set(urlOfContentFile(file, contentDir), await headingIds(await readFile(file, 'utf8')));
    }),
  );
  // The REST reference pages are generated from the OpenAPI document: one per tag, an anchor per operation.
  if (contentDir === CONTENT_DIR && existsSync(OPENAPI_FILE)) {
    for (const tag of referenceTags((await openApi()).resolved)) {
      pages.set(tag.url, new Set(tag.operations.map((operation) => operation.anchor)));
    }
  }
  return { pages, routes: new Set(SITE_ROUTES) };
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

/** Every docs and reference page's URL (English), from the content source and the OpenAPI document. */
export async function docsPages(): Promise<string[]> {
  return [...(await siteIndex()).pages.keys()].filter((url) => url === DOCS_BASE || url.startsWith(`${DOCS_BASE}/`));
}
