// Build step: what the link check needs from one page, read in one parse: the heading ids it renders
// (fumadocs' remark-heading, as the site) and every link it makes, with line and column. Cached on
// disk by content, so a rebuild parses only the pages that changed.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Heading, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { blankFrontmatter } from '@/mdx/frontmatter';
import { parseMdx } from '@/mdx/parse-mdx';
import { readCacheEntry, writeCacheEntry } from '../cache-entry.mjs';

export type LinkFact = { href: string; line: number | null; column: number | null };
export type PageFacts = { ids: string[]; links: LinkFact[] };

const LINK_ATTRIBUTES = new Set(['href']);

/** Every link a page makes: Markdown links and definitions, and `href` on components. */
export function linkFacts(tree: Root): LinkFact[] {
  const links: LinkFact[] = [];
  const add = (href: string, node: { position?: { start: { line: number; column: number } } }) =>
    links.push({ href, line: node.position?.start.line ?? null, column: node.position?.start.column ?? null });
  visit(tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') add(node.url, node);
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of (node as MdxJsxFlowElement | MdxJsxTextElement).attributes) {
        const { name, value } = attribute as MdxJsxAttribute;
        if (LINK_ATTRIBUTES.has(name) && typeof value === 'string') add(value, node);
      }
    }
  });
  return links;
}

/** Called with a page's tree when it is parsed (not when its facts come from the cache), for other steps to use. */
export type OnParsed = (tree: Root) => Promise<void> | void;

export async function pageFacts(source: string, onParsed?: OnParsed): Promise<PageFacts> {
  const tree = parseMdx(blankFrontmatter(source), { headingIds: true });
  const ids: string[] = [];
  visit(tree, 'heading', (node: Heading) => {
    const id = (node.data?.hProperties as { id?: unknown } | undefined)?.id;
    if (typeof id === 'string') ids.push(id);
  });
  const links = linkFacts(tree);
  await onParsed?.(tree);
  return { ids, links };
}

/** Cached facts, if the entry holds them (an entry of another shape or torn JSON is a miss). */
function parsedFacts(text: string | null): PageFacts | null {
  if (text === null) return null;
  try {
    const facts = JSON.parse(text) as PageFacts;
    return Array.isArray(facts?.ids) && Array.isArray(facts?.links) ? facts : null;
  } catch {
    return null;
  }
}

/** Where facts are kept between builds, and the key of the code that makes them (cacheKey in cache-entry.mjs). */
export type FactsCache = { dir: string; salt: string };

const factsFile = (source: string, cache: FactsCache) =>
  path.join(cache.dir, `${createHash('sha256').update(`${cache.salt}\0${source}`).digest('hex')}.json`);

/** Whether an earlier build left facts for this source (not whether they are readable: a torn entry is a miss later). */
export function hasCachedFacts(source: string, cache: FactsCache): boolean {
  return existsSync(factsFile(source, cache));
}

/** The facts of a page's source, from the cache when an earlier build read the same source. */
export async function cachedPageFacts(source: string, cache: FactsCache | undefined, onParsed?: OnParsed): Promise<PageFacts> {
  if (!cache) return pageFacts(source, onParsed);
  const file = factsFile(source, cache);
  const hit = parsedFacts(await readCacheEntry(file));
  if (hit) return hit;
  const facts = await pageFacts(source, onParsed);
  await writeCacheEntry(file, JSON.stringify(facts));
  return facts;
}
