// Steps in Markdown: a numbered list, each item led by the step's title.
import type { ListItem } from 'mdast';
import {
  asBlocks,
  childElements,
  type MarkdownForm,
  type MarkdownFormContext,
  type MdxElement,
  paragraph,
  strong,
  textAttribute,
} from './markdown-form';

const stepItem = (step: MdxElement, { convert }: MarkdownFormContext): ListItem => ({
  type: 'listItem',
  spread: true,
  children: [paragraph([strong(textAttribute(step, 'title') ?? '')]), ...asBlocks(convert(step.children))],
});

export const stepsMarkdown: MarkdownForm = (element, context) => [
  { type: 'list', ordered: true, start: 1, spread: true, children: childElements(element, 'Step').map((step) => stepItem(step, context)) },
];

export const stepMarkdown: MarkdownForm = (element, context) => [
  { type: 'list', ordered: true, start: 1, spread: true, children: [stepItem(element, context)] },
];
