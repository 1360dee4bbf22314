// Remark plugin: fails the build when a page links to a page or heading that does not exist,
// naming the file, line and column of every broken link.
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { CONTENT_DIR, siteIndex, urlOfContentFile } from './content-index.build';
import { brokenLinkReason, type SiteIndex } from './link-model';
import { type LinkFact, linkFacts } from './page-facts.build';

/**
 * Set by `npm run build` after scripts/check-content.ts has checked every page in one pass: the
 * bundler then skips the check (each of its workers would re-read the whole site for its index).
 */
export const LINKS_CHECKED_ENV = 'TESSERA_LINKS_CHECKED';

/** One line per broken link: file, line and column, the link, and why it does not resolve. */
export function brokenLinkLines(links: readonly LinkFact[], file: string, fromUrl: string, index: SiteIndex): string[] {
  return links.flatMap((link) => {
    const reason = brokenLinkReason(link.href, fromUrl, index);
    if (!reason) return [];
    const at = link.line === null ? '?' : `${link.line}:${link.column}`;
    return [`${file}:${at} broken link '${link.href}': ${reason}`];
  });
}

export const brokenLinksMessage = (lines: readonly string[]) => `${lines.length} broken link(s):\n${lines.join('\n')}`;

export function remarkCheckLinks({ contentDir = CONTENT_DIR }: { contentDir?: string } = {}) {
  return async (tree: Root, file: VFile) => {
    if (process.env[LINKS_CHECKED_ENV] === '1') return;
    const index = await siteIndex(contentDir);
    const broken = brokenLinkLines(linkFacts(tree), file.path, urlOfContentFile(file.path, contentDir), index);
    if (broken.length > 0) file.fail(brokenLinksMessage(broken));
  };
}
