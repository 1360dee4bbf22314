// Endpoint lines and method badges in Markdown: the method and path as code, as a reader types them.
import { type MarkdownForm, paragraph, textAttribute } from './markdown-form';

const method = (value: string | undefined) => (value ?? '').toUpperCase();

export const endpointMarkdown: MarkdownForm = (element) => [
  paragraph([{ type: 'inlineCode', value: `${method(textAttribute(element, 'method'))} ${textAttribute(element, 'path') ?? ''}`.trim() }]),
];

export const methodBadgeMarkdown: MarkdownForm = (element) => [{ type: 'inlineCode', value: method(textAttribute(element, 'method')) }];
