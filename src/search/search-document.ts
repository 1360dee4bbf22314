// A docs page as search reads it (pure): its title, description, section and body as a small HTML
// document for the search index. The body is the page's Markdown form (mdx-to-markdown.ts), which is what the
// page renders less its chrome: each component's text, every heading with the id the page gives it
// (so a hit in a section links to that section), code as text. Built from the MDX source, a page is
// indexed without being rendered: by the build for pages Next renders on their first request, and by
// `npm run dev` as the author writes.
import type { Element, ElementContent, Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import { toHast } from 'mdast-util-to-hast';

export type SearchPage = {
  title: string;
  description?: string;
  /** Words readers search by (frontmatter `keywords`): indexed as heading words, never shown. */
  keywords?: readonly string[];
  section: string;
  content: Root;
};

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
});
const text = (value: string): ElementContent => ({ type: 'text', value });

/** The HTML search indexes for a page: the same marks as DocsArticle (body, section meta, h1 title). */
export function searchDocument({ title, description, keywords = [], section, content }: SearchPage): string {
  const body = toHast(content) as HastRoot | Element;
  const article = element('article', { dataSearchBody: true }, [
    element('span', { hidden: true, dataSearchSection: true }, [text(section)]),
    element('h1', {}, [text(title)]),
    ...(description ? [element('p', {}, [text(description)])] : []),
    ...(body.children as ElementContent[]),
  ]);
  const document: HastRoot = {
    type: 'root',
    children: [
      { type: 'doctype' },
      element('html', { lang: 'en' }, [
        element('head', {}, [
          element('title', {}, [text(title)]),
          ...(keywords.length > 0 ? [element('meta', { name: 'keywords', content: keywords.join(', ') }, [])] : []),
        ]),
        element('body', {}, [article]),
      ]),
    ],
  };
  return toHtml(document);
}
