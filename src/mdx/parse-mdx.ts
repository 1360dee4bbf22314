// The one MDX parser of the site's own steps: the link check, the Markdown twins and the search
// documents. The link check's trees are kept for the other two (src/docs/links/page-facts.build.ts),
// so they must all parse alike: remark-mdx and remark-gfm as the site renders, and heading ids as
// fumadocs' remark-heading gives the rendered headings.
import type { Root } from 'mdast';
import { remarkHeading } from 'fumadocs-core/mdx-plugins';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).freeze();
const headingIdPass = unified().use(remarkHeading, { generateToc: false }).freeze();

/** `source` without its frontmatter (blanked or dropped by the caller). Throws on MDX that does not parse. */
export function parseMdx(source: string, { headingIds = false }: { headingIds?: boolean } = {}): Root {
  const tree = parser.parse(source);
  return headingIds ? (headingIdPass.runSync(tree) as Root) : tree;
}
