// What an MDX component's Markdown form is (pure): a function from the component's element in the
// MDX tree to plain Markdown nodes (mdast), used for <page>.md, llms-full.txt and 'Copy page'.
import type { BlockContent, DefinitionContent, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { Translator } from '@/i18n/translate';

export type MdxElement = MdxJsxFlowElement | MdxJsxTextElement;

export type MarkdownFormContext = {
  /** Messages in the page's language (labels such as 'Warning' or 'Parameters'). */
  t: Translator;
  /** The Markdown form of any nodes, components inside them included. */
  convert(nodes: readonly RootContent[]): RootContent[];
};

/** A component's Markdown form: the nodes that stand where the component stood. */
export type MarkdownForm = (element: MdxElement, context: MarkdownFormContext) => RootContent[];

/** A string attribute's value; `true` for a bare attribute (`required`); undefined when absent or an expression. */
export function attribute(element: MdxElement, name: string): string | true | undefined {
  for (const item of element.attributes) {
    if (item.type !== 'mdxJsxAttribute' || item.name !== name) continue;
    if (item.value === null || item.value === undefined) return true;
    return typeof item.value === 'string' ? item.value : undefined;
  }
  return undefined;
}

export function textAttribute(element: MdxElement, name: string): string | undefined {
  const value = attribute(element, name);
  return typeof value === 'string' ? value : undefined;
}

const isElement = (node: RootContent): node is MdxElement => node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/**
 * The child elements named `name` (the parts of a compound component, such as a Param in Params). A
 * part written on one line (`<Param …>text</Param>`) is parsed as a paragraph holding it.
 */
export function childElements(element: MdxElement, name: string): MdxElement[] {
  return element.children
    .flatMap((child) => (child.type === 'paragraph' ? child.children : [child]))
    .filter((child): child is MdxElement => isElement(child) && child.name === name);
}

/** Block nodes: phrasing met at block level (a text component's children) is wrapped in a paragraph. */
export function asBlocks(nodes: readonly RootContent[]): (BlockContent | DefinitionContent)[] {
  const blocks: (BlockContent | DefinitionContent)[] = [];
  let phrasing: PhrasingContent[] = [];
  const flush = () => {
    if (phrasing.some((node) => node.type !== 'text' || node.value.trim() !== '')) blocks.push(paragraph(phrasing));
    phrasing = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) phrasing.push(node);
    else {
      flush();
      blocks.push(node as BlockContent | DefinitionContent);
    }
  }
  flush();
  return blocks;
}

const PHRASING_TYPES = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'html',
  'footnoteReference',
]);
const isPhrasing = (node: RootContent): node is PhrasingContent => PHRASING_TYPES.has(node.type);

/**
 * The inline content of `nodes` on one line: paragraphs joined by a space. Null when they hold more
 * than paragraphs (a list, a code block), which a single line cannot carry.
 */
export function oneLine(nodes: readonly RootContent[]): PhrasingContent[] | null {
  const line: PhrasingContent[] = [];
  for (const node of asBlocks(nodes)) {
    if (node.type !== 'paragraph') return null;
    if (line.length > 0) line.push({ type: 'text', value: ' ' });
    line.push(...node.children);
  }
  return line;
}

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
export const paragraph = (children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
