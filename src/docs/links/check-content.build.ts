// Build step: every content page's links and anchors checked against the whole site as it is now.
// Each page is parsed once for both its headings and its links, and what a page holds is cached by
// its content, so a rebuild after one edit parses one page; the check itself always runs in full
// (an unchanged page's link may break because another page changed).
import { readFile } from 'node:fs/promises';
import type { Root } from 'mdast';
import { buildSiteIndex, CONTENT_DIR, urlOfContentFile } from './content-index.build';
import { cachedPageFacts, type FactsCache, type PageFacts } from './page-facts.build';
import { brokenLinkLines, brokenLinksMessage } from './remark-check-links.build';

export type OnPageParsed = (file: string, source: string, tree: Root) => Promise<void> | void;

/** Pages read at once: parsing is CPU work, so a few suffice for one page's reads and writes to overlap another's parse. */
const PAGES_AT_ONCE = 4;

/** Each file's facts, from the cache or parsed now (and then handed to `onParsed`), in the files' order. */
export async function readPageFacts(
  files: readonly string[],
  { cache, onParsed }: { cache?: FactsCache; onParsed?: OnPageParsed } = {},
): Promise<Map<string, PageFacts>> {
  const read: PageFacts[] = [];
  let next = 0;
  const reader = async () => {
    for (let index = next++; index < files.length; index = next++) {
      const file = files[index] as string;
      const source = await readFile(file, 'utf8');
      read[index] = await cachedPageFacts(source, cache, onParsed && ((tree) => onParsed(file, source, tree)));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAGES_AT_ONCE, files.length) }, reader));
  return new Map(files.map((file, index) => [file, read[index] as PageFacts]));
}

/**
 * One message per page with broken links (file:line:column of each); empty when all resolve.
 * `onParsed` gets each page parsed here (its facts were not cached), so a later step need not parse it again.
 */
export async function brokenContentLinks(
  files: readonly string[],
  { contentDir = CONTENT_DIR, cache, onParsed }: { contentDir?: string; cache?: FactsCache; onParsed?: OnPageParsed } = {},
): Promise<string[]> {
  const facts = await readPageFacts(files, { cache, onParsed });
  const index = await buildSiteIndex(contentDir, { cache, facts });
  const failures: string[] = [];
  for (const [file, { links }] of facts) {
    const lines = brokenLinkLines(links, file, urlOfContentFile(file, contentDir), index);
    if (lines.length > 0) failures.push(brokenLinksMessage(lines));
  }
  return failures;
}
