// Remark plugin: fails the build when a page links to a page or heading that does not exist,
// naming the file, line and column of every broken link.
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { CONTENT_DIR, siteIndex, urlOfContentFile } from './content-index.build';
import { brokenLinkReason } from './link-model';

const LINK_ATTRIBUTES = new Set(['href']);

/**
 * Set by `npm run build` after scripts/check-content.ts has checked every page in one pass: the
 * bundler then skips the check (each of its workers would re-read the whole site for its index).
 */
export const LINKS_CHECKED_ENV = 'TESSERA_LINKS_CHECKED';

export function remarkCheckLinks({ contentDir = CONTENT_DIR }: { contentDir?: string } = {}) {
  return async (tree: Root, file: VFile) => {
    if (process.env[LINKS_CHECKED_ENV] === '1') return;
    const index = await siteIndex(contentDir);
    const fromUrl = urlOfContentFile(file.path, contentDir);
    const broken: string[] = [];
    const check = (href: string, node: { position?: { start: { line: number; column: number } } }) => {
      const reason = brokenLinkReason(href, fromUrl, index);
      if (!reason) return;
      const at = node.position ? `${node.position.start.line}:${node.position.start.column}` : '?';
      broken.push(`${file.path}:${at} broken link '${href}': ${reason}`);
    };
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition') check(node.url, node);
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of (node as MdxJsxFlowElement | MdxJsxTextElement).attributes) {
          const { name, value } = attribute as MdxJsxAttribute;
          if (LINK_ATTRIBUTES.has(name) && typeof value === 'string') check(value, node);
        }
      }
    });
    if (broken.length > 0) file.fail(`${broken.length} broken link(s):\n${broken.join('\n')}`);
  };
}
