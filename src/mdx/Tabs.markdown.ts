// Tabs in Markdown: every tab in turn, each a sub-section led by its label. Code tabs (consecutive
// fences with tab="…") keep their fences, each led by its label.
import type { Code, RootContent } from 'mdast';
import { asBlocks, childElements, type MarkdownForm, paragraph, strong, textAttribute } from './markdown-form';

export const tabsMarkdown: MarkdownForm = (element, { convert }) =>
  childElements(element, 'Tab').flatMap((tab) => [
    paragraph([strong(textAttribute(tab, 'value') ?? '')]),
    ...asBlocks(convert(tab.children)),
  ]);

export const tabMarkdown: MarkdownForm = (element, { convert }) => [
  paragraph([strong(textAttribute(element, 'value') ?? '')]),
  ...asBlocks(convert(element.children)),
];

const TAB_META = /(?:^|\s)tab="([^"]*)"/;

/** A fence of a code tab group: its label first, then the fence without the tab marker. */
export function codeTabMarkdown(code: Code): RootContent[] {
  const label = code.meta ? TAB_META.exec(code.meta)?.[1] : undefined;
  if (label === undefined) return [code];
  const meta = (code.meta ?? '').replace(TAB_META, '').trim();
  return [paragraph([strong(label)]), { ...code, meta: meta || null }];
}
