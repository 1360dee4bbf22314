// A parameter list in Markdown: a GFM table (name, type, the whole description on one line) under
// its caption; a list instead when a description holds more than text (a list, a code block).
import type { ListItem, PhrasingContent, TableRow } from 'mdast';
import {
  asBlocks,
  attribute,
  childElements,
  type MarkdownForm,
  type MarkdownFormContext,
  type MdxElement,
  oneLine,
  paragraph,
  strong,
  text,
  textAttribute,
} from './markdown-form';

type ParamRow = { name: PhrasingContent[]; type: PhrasingContent[]; element: MdxElement };

function paramRow(element: MdxElement, { t }: MarkdownFormContext): ParamRow {
  const name: PhrasingContent[] = [{ type: 'inlineCode', value: textAttribute(element, 'name') ?? '' }];
  const required = attribute(element, 'required');
  if (required === true || required === 'true') name.push(text(` (${t('docs.paramRequired')})`));
  return { name, type: [{ type: 'inlineCode', value: textAttribute(element, 'type') ?? '' }], element };
}

const cell = (children: PhrasingContent[]) => ({ type: 'tableCell' as const, children });

export const paramsMarkdown: MarkdownForm = (element, context) => {
  const { t, convert } = context;
  const caption = paragraph([strong(textAttribute(element, 'title') ?? t('docs.paramsTitle'))]);
  const rows = childElements(element, 'Param').map((param) => paramRow(param, context));
  const descriptions = rows.map((row) => convert(row.element.children));
  const lines = descriptions.map(oneLine);
  if (lines.every((line) => line !== null)) {
    const header: TableRow = {
      type: 'tableRow',
      children: [cell([text(t('docs.paramsName'))]), cell([text(t('docs.paramsType'))]), cell([text(t('docs.paramsDescription'))])],
    };
    const body = rows.map((row, index): TableRow => ({
      type: 'tableRow',
      children: [cell(row.name), cell(row.type), cell(lines[index] ?? [])],
    }));
    return [caption, { type: 'table', align: [null, null, null], children: [header, ...body] }];
  }
  const items = rows.map((row, index): ListItem => ({
    type: 'listItem',
    spread: false,
    children: [paragraph([...row.name, text(', '), ...row.type]), ...asBlocks(descriptions[index] ?? [])],
  }));
  return [caption, { type: 'list', ordered: false, spread: false, children: items }];
};

/** A Param outside Params: one line, as in the list form. */
export const paramMarkdown: MarkdownForm = (element, context) =>
  paramsMarkdown({ ...element, name: 'Params', children: [element] } as MdxElement, context).slice(1);
