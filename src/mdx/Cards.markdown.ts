// Link cards in Markdown: a list of links, each followed by its text.
import type { ListItem } from 'mdast';
import {
  asBlocks,
  childElements,
  type MarkdownForm,
  type MarkdownFormContext,
  type MdxElement,
  oneLine,
  paragraph,
  text,
  textAttribute,
} from './markdown-form';

function cardItem(card: MdxElement, { convert }: MarkdownFormContext): ListItem {
  const title = textAttribute(card, 'title') ?? '';
  const href = textAttribute(card, 'href');
  const link = href ? { type: 'link' as const, url: href, children: [text(title)] } : text(title);
  const children = convert(card.children);
  const line = oneLine(children);
  if (line === null) return { type: 'listItem', spread: false, children: [paragraph([link]), ...asBlocks(children)] };
  return { type: 'listItem', spread: false, children: [paragraph(line.length > 0 ? [link, text(': '), ...line] : [link])] };
}

export const cardsMarkdown: MarkdownForm = (element, context) => [
  { type: 'list', ordered: false, spread: false, children: childElements(element, 'Card').map((card) => cardItem(card, context)) },
];

export const cardMarkdown: MarkdownForm = (element, context) => [
  { type: 'list', ordered: false, spread: false, children: [cardItem(element, context)] },
];
