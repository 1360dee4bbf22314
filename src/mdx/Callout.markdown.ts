// A callout in Markdown: a blockquote led by its label and title, as the page shows them.
import { CALLOUT_TYPES, isCalloutType } from './callout-types';
import { asBlocks, attribute, type MarkdownForm, paragraph, strong, textAttribute } from './markdown-form';

export const calloutMarkdown: MarkdownForm = (element, { t, convert }) => {
  const type = attribute(element, 'type');
  const label = t(CALLOUT_TYPES[isCalloutType(type) ? type : 'note']);
  const title = textAttribute(element, 'title');
  const lead = paragraph([strong(title ? t('docs.calloutWithTitle', { label, title }) : label)]);
  return [{ type: 'blockquote', children: [lead, ...asBlocks(convert(element.children))] }];
};
