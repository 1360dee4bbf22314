// An MDX page as plain Markdown (CommonMark + GFM), pure: each component is replaced by its Markdown
// form (markdown-forms.ts), so agents and 'Copy page' get no JSX tags and no text torn into lines.
import type { Heading, PhrasingContent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import type { Translator } from '@/i18n/translate';
import { FRONTMATTER } from './frontmatter';
import type { MarkdownForm, MarkdownFormContext } from './markdown-form';
import { MARKDOWN_FORMS } from './markdown-forms';
import { parseMdx } from './parse-mdx';
import { codeTabMarkdown } from './Tabs.markdown';

/** Fumadocs' explicit heading id (`## Title [#anchor]`): the page's anchor, not part of the title. */
const HEADING_ID = /\s*\[#[^\]]*\]\s*$/;
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);

export class MdxToMarkdownError extends Error {
  constructor(file: string, cause: unknown) {
    super(`${file}: cannot turn this MDX into Markdown: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'MdxToMarkdownError';
  }
}

function withoutHeadingId(heading: Heading): Heading {
  const last = heading.children.at(-1);
  if (last?.type !== 'text' || !HEADING_ID.test(last.value)) return heading;
  return { ...heading, children: [...heading.children.slice(0, -1), { ...last, value: last.value.replace(HEADING_ID, '') }] };
}

/** Inside a paragraph or a heading a form's blocks give up their paragraphs (a block can't sit in a line). */
const asPhrasing = (nodes: RootContent[]): RootContent[] => nodes.flatMap((node) => (node.type === 'paragraph' ? node.children : [node]));

function converter(t: Translator, forms: Record<string, MarkdownForm>, mediaUrl: (url: string) => string) {
  const context: MarkdownFormContext = { t, convert };
  function convertNode(node: RootContent): RootContent[] {
    switch (node.type) {
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const form = node.name ? forms[node.name] : undefined;
        // An unknown component keeps its content: losing a wrapper beats losing the text.
        return form ? form(node, context) : convert(node.children);
      }
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return [];
      case 'code':
        return codeTabMarkdown(node);
      case 'image':
        return [{ ...node, url: mediaUrl(node.url) }];
      case 'heading': {
        const heading = withoutHeadingId(node);
        return [{ ...heading, children: asPhrasing(convert(heading.children)) as PhrasingContent[] }];
      }
      default:
        if (!('children' in node)) return [node];
        {
          const children = convert(node.children);
          return [{ ...node, children: PHRASING_PARENTS.has(node.type) ? asPhrasing(children) : children } as RootContent];
        }
    }
  }
  function convert(nodes: readonly RootContent[]): RootContent[] {
    return nodes.flatMap(convertNode);
  }
  return convert;
}

const printer = unified()
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-', emphasis: '_', strong: '*', listItemIndent: 'one' });

type MarkdownOptions = {
  t: Translator;
  /** Names the page in errors. */
  file?: string;
  forms?: Record<string, MarkdownForm>;
  /** Where an image's file is published (a page's own images are referenced relative to its source). */
  mediaUrl?: (url: string) => string;
  /** Give each heading the id the page renders (fumadocs' remark-heading), for search's sub-results. */
  headingIds?: boolean;
};

/**
 * An MDX page as a Markdown tree, each component in its Markdown form (frontmatter dropped). MDX that
 * does not parse throws an MdxToMarkdownError saying which file and where.
 */
export function mdxToMarkdownTree(
  source: string,
  { t, file = 'MDX', forms = MARKDOWN_FORMS, mediaUrl = (url) => url, headingIds = false }: MarkdownOptions,
): Root {
  let tree: Root;
  try {
    tree = parseMdx(source.replace(FRONTMATTER, ''), { headingIds });
  } catch (error) {
    throw new MdxToMarkdownError(file, error);
  }
  return markdownTreeOf(tree, { t, forms, mediaUrl });
}

/** The Markdown form of an MDX tree already parsed (with remark-mdx and remark-gfm, as here). */
export function markdownTreeOf(
  tree: Root,
  { t, forms = MARKDOWN_FORMS, mediaUrl = (url) => url }: Omit<MarkdownOptions, 'file' | 'headingIds'>,
): Root {
  return { type: 'root', children: converter(t, forms, mediaUrl)(tree.children) };
}

/** The Markdown of an MDX page: what agents, 'Copy page' and the `.md` twins get. */
export function mdxToMarkdown(source: string, options: Omit<MarkdownOptions, 'headingIds'>): string {
  return printer.stringify(mdxToMarkdownTree(source, options));
}

/** The Markdown of an MDX tree already parsed (as markdownTreeOf takes it). */
export function markdownOfTree(tree: Root, options: Omit<MarkdownOptions, 'file' | 'headingIds'>): string {
  return printer.stringify(markdownTreeOf(tree, options));
}
