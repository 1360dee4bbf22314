// Every page as Markdown, from the MDX sources and the OpenAPI document (server only, at build).
import { existsSync } from 'node:fs';
import { translatorFor } from '@/i18n/catalogues';
import { isRelativeMediaReference } from '@/mdx/content-media';
import { mdxToMarkdown } from '@/mdx/mdx-to-markdown';
import { contentMediaUrl } from '@/mdx/remark-content-media';
import { OPENAPI_FILE, openApi } from '../../api-reference/load-openapi';
import { referenceTags } from '../../api-reference/openapi-model';
import { flattenTree } from 'fumadocs-core/page-tree';
import { pageSection } from '../nav-label';
import { source } from '../source';
import type { MarkdownPage } from './markdown-docs';
import { referenceTagMarkdown } from './reference-markdown';

async function collectMarkdownPages(): Promise<MarkdownPage[]> {
  const english = translatorFor('en');
  // Reading order: the order of the sidebar.
  const order = flattenTree(source.pageTree.children).map((item) => item.url);
  const pages = [...source.getPages()].sort((a, b) => order.indexOf(a.url) - order.indexOf(b.url));
  const docs = await Promise.all(
    pages.map(
      async (page): Promise<MarkdownPage> => ({
        url: page.url,
        title: page.data.title,
        description: page.data.description,
        section: pageSection(page.url),
        // From the source, each component in its Markdown form: compiled MDX keeps JSX tags and tears text.
        body: mdxToMarkdown(await page.data.getText('raw'), {
          t: english,
          file: page.path,
          // The page's own images at the URL the build publishes them under, as on the HTML page.
          mediaUrl: (url) => (page.absolutePath && isRelativeMediaReference(url) ? contentMediaUrl(url, page.absolutePath) : url),
        }),
      }),
    ),
  );
  if (!existsSync(OPENAPI_FILE)) return docs;
  const { resolved } = await openApi();
  const reference = referenceTags(resolved).map(
    (tag): MarkdownPage => ({
      url: tag.url,
      title: `${tag.name} · REST API reference`,
      description: tag.description,
      section: 'API reference',
      body: referenceTagMarkdown(tag, resolved),
    }),
  );
  return [...docs, ...reference];
}

let collected: Promise<MarkdownPage[]> | undefined;
/** Every page once per build process: each `.md` route and both llms files read the same list. */
export function markdownPages(): Promise<MarkdownPage[]> {
  collected ??= collectMarkdownPages();
  return collected;
}

/** The page at a docs URL, or undefined. */
export async function markdownPage(url: string): Promise<MarkdownPage | undefined> {
  return (await markdownPages()).find((page) => page.url === url);
}
