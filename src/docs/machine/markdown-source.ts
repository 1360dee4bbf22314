// Every page as Markdown, from the MDX sources and the OpenAPI document (server only, at build).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { OPENAPI_FILE, openApi } from '../../api-reference/load-openapi';
import { referenceTags } from '../../api-reference/openapi-model';
import { flattenTree } from 'fumadocs-core/page-tree';
import { pageSection } from '../nav-label';
import { source } from '../source';
import { markdownBody, markdownBodyCache } from './markdown-body';
import type { MarkdownPage } from './markdown-docs';
import { referenceTagMarkdown } from './reference-markdown';
import { apiChanges } from '../api-changes';
import { API_CHANGES_URL } from '../../api-reference/openapi-model';
import { apiChangesMarkdown } from './api-changes-markdown';
import { API_CHANGES_DESCRIPTION, API_CHANGES_TITLE } from '../../api-reference/changes-page-text';

async function collectMarkdownPages(): Promise<MarkdownPage[]> {
  // Reading order: the order of the sidebar.
  const order = new Map(flattenTree(source.pageTree.children).map((item, index) => [item.url, index]));
  const pages = [...source.getPages()].sort((a, b) => (order.get(a.url) ?? -1) - (order.get(b.url) ?? -1));
  // A production build (and the server after it) keeps each body on disk by its source (markdown-body.ts).
  const cache = process.env.NODE_ENV === 'production' ? markdownBodyCache() : undefined;
  const docs = await Promise.all(
    pages.map(async (page): Promise<MarkdownPage> => {
      if (!page.absolutePath) throw new Error(`docs page ${page.url} has no source file`);
      return {
        url: page.url,
        title: page.data.title,
        description: page.data.description,
        section: pageSection(page.url),
        // From the source, each component in its Markdown form: compiled MDX keeps JSX tags and tears text.
        body: await markdownBody(page.absolutePath, await readFile(page.absolutePath, 'utf8'), page.path, cache),
      };
    }),
  );
  if (!existsSync(OPENAPI_FILE)) return docs;
  const { resolved } = await openApi();
  const history = await apiChanges();
  const reference = referenceTags(resolved).map((tag): MarkdownPage => ({
    url: tag.url,
    title: `${tag.name} · REST API reference`,
    description: tag.description,
    section: 'API reference',
    body: referenceTagMarkdown(tag, resolved, history),
  }));
  const changes: MarkdownPage[] =
    history.since === null
      ? []
      : [
          {
            url: API_CHANGES_URL,
            title: `${API_CHANGES_TITLE} · REST API reference`,
            description: API_CHANGES_DESCRIPTION,
            section: 'API reference',
            body: apiChangesMarkdown(history),
          },
        ];
  return [...docs, ...reference, ...changes];
}

let collected: Promise<MarkdownPage[]> | undefined;
/** Every page once per build process: the Markdown copies (scripts/build-copies.ts) and both llms files read the same list. */
export function markdownPages(): Promise<MarkdownPage[]> {
  collected ??= collectMarkdownPages();
  return collected;
}
