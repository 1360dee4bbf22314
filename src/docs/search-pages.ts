// The pages made from data as search reads them (pure), from the same data their pages are made of,
// never from the rendered HTML, so every word keeps its boundaries ('POST /files', a field's name
// apart from 'required'):
//   - the REST reference of one tag, from the OpenAPI model: one section per operation, linked by its
//     anchor, with what the page says in prose and tables (method and path, description, scopes,
//     parameters, fields, responses), without the request samples, which repeat the tables as code;
//   - the changelog: one section per entry, linked by its anchor, with its date, kind and body.
import type { BlockContent, Heading, List, PhrasingContent, Root, RootContent } from 'mdast';
import type { OpenAPIV3_1 } from 'openapi-types';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { ReferenceTag } from '@/api-reference/openapi-model';
import { operationView } from '@/api-reference/openapi-operation';
import { propertyRows, type Schema, typeLabel } from '@/api-reference/openapi-schema';
import type { SearchPage } from '@/search/search-document';

/** The section labels their results carry, as on their pages. */
export const REFERENCE_SEARCH_SECTION = 'API reference';
export const CHANGELOG_SEARCH_SECTION = 'Changelog';

const markdown = unified().use(remarkParse).use(remarkGfm);
const text = (value: string): PhrasingContent => ({ type: 'text', value });
const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
const paragraph = (...children: PhrasingContent[]): BlockContent => ({ type: 'paragraph', children });
const heading = (depth: Heading['depth'], value: string, id?: string): Heading => ({
  type: 'heading',
  depth,
  children: [text(value)],
  ...(id ? { data: { hProperties: { id } } } : {}),
});
const list = (items: BlockContent[][]): List => ({
  type: 'list',
  ordered: false,
  spread: false,
  children: items.map((children) => ({ type: 'listItem', spread: false, children })),
});

/** A description (CommonMark in the document) as Markdown blocks; raw HTML is dropped, as on the page. */
function described(description: string | undefined): RootContent[] {
  if (!description) return [];
  return markdown.parse(description).children.filter((node) => node.type !== 'html');
}

/** One line per field: its name, type and whether it is required, then what it is. */
function fieldList(schema: Schema): RootContent[] {
  const rows = propertyRows(schema);
  if (rows.length === 0) return [];
  return [
    list(
      rows.map((row) => [
        paragraph(
          code(row.name),
          text(` ${row.type}${row.required ? ', required' : ''}. `),
          text([row.description, ...row.notes].join(' ')),
        ),
      ]),
    ),
  ];
}

export function referenceSearchPage(tag: ReferenceTag, doc: OpenAPIV3_1.Document): SearchPage {
  const content: RootContent[] = described(tag.description);
  for (const ref of tag.operations) {
    const view = operationView(ref, doc);
    const { operation } = ref;
    content.push(
      heading(2, operation.summary ?? ref.operationId, ref.anchor),
      // The operationId too: SDKs and agents name operations by it.
      paragraph(
        code(`${ref.method.toUpperCase()} ${ref.path}`),
        text(' '),
        code(ref.operationId),
        ...(operation.deprecated ? [text(' Deprecated')] : []),
      ),
      ...described(operation.description),
      paragraph(text(`Scopes: ${view.scopes.length > 0 ? view.scopes.join(', ') : 'none'}.`)),
      ...(view.rateLimitTier ? [paragraph(text(`Rate limit: tier ${view.rateLimitTier}.`))] : []),
      ...(view.plan ? [paragraph(text(`Requires the ${view.plan} plan.`))] : []),
    );
    if (view.parameters.length > 0) {
      content.push(
        heading(3, 'Parameters'),
        list(
          view.parameters.map((parameter) => [
            paragraph(
              code(parameter.name),
              text(
                ` ${parameter.in}, ${parameter.schema ? typeLabel(parameter.schema as Schema) : 'string'}${parameter.required ? ', required' : ''}.`,
              ),
            ),
            ...(described(parameter.description) as BlockContent[]),
          ]),
        ),
      );
    }
    if (view.requestSchema) content.push(heading(3, 'Request body'), ...fieldList(view.requestSchema));
    content.push(heading(3, 'Responses'));
    for (const response of view.responses) {
      content.push(paragraph(text(`${response.status} ${response.description}`)), ...(response.schema ? fieldList(response.schema) : []));
    }
  }
  const root: Root = { type: 'root', children: content };
  return { title: tag.name, section: REFERENCE_SEARCH_SECTION, content: root };
}

/** A changelog entry with its body as a Markdown tree (mdx-to-markdown.ts) and its kind as the page words it. */
export type ChangelogSearchEntry = { anchor: string; title: string; date: string; kindLabel: string; body: Root };

/** The changelog page, entries in the order the page lists them. */
export function changelogSearchPage(title: string, entries: readonly ChangelogSearchEntry[]): SearchPage {
  const content = entries.flatMap((entry): RootContent[] => [
    heading(2, entry.title, entry.anchor),
    paragraph(text(`${entry.date} ${entry.kindLabel}.`)),
    ...entry.body.children,
  ]);
  return { title, section: CHANGELOG_SEARCH_SECTION, content: { type: 'root', children: content } };
}

/** The API's changes page: found by what it is (its title and summary), not by every operation it names. */
export function apiChangesSearchPage(title: string, description: string): SearchPage {
  return { title, description, section: REFERENCE_SEARCH_SECTION, content: { type: 'root', children: [paragraph(text(description))] } };
}
