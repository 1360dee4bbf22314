// Build step's reading of a page for search: from a search document (the HTML search-document.ts
// makes from a page's source), its title, its section and its text split at each heading that has
// an id, so a hit inside a section links to that section. It reads the document's marks: only text
// inside `data-search-body` counts, and `data-search-section` names the section.
import { Parser } from 'htmlparser2';

export type PageSection = {
  /** The heading's id, null for the page's opening text (before its first such heading). */
  anchor: string | null;
  heading: string;
  /** The section's prose: what an excerpt is made of. */
  text: string;
  /** Its code blocks' text: searched, shown only when the prose has none of the query's words. */
  code?: string;
};

export type PageText = {
  url: string;
  title: string;
  section: string;
  sections: PageSection[];
  /** Words readers search by (`<meta name="keywords">`), indexed as heading words. */
  keywords?: string;
};

/** Elements whose text is not a page's words. */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg']);
/** Elements that end a run of words: text on either side does not join into one word. */
const BLOCKS =
  /^(p|div|li|ul|ol|dl|dt|dd|h[1-6]|pre|table|tr|td|th|thead|tbody|section|article|aside|header|footer|nav|blockquote|figure|figcaption|br|hr|details|summary)$/;

/** Null when the page marks no content for search. */
export function pageTextOf(url: string, html: string): PageText | null {
  /** Each open element: whether it opened the body mark, whether its text is left out. */
  const open: { body: boolean; skipped: boolean }[] = [];
  let bodyDepth = 0;
  let skipDepth = 0;
  let marked = false;
  /** What is being read apart: the section's name, a heading, the first h1 (the title), the <title>. */
  let capture: { kind: 'section' | 'heading' | 'h1' | 'title'; depth: number; text: string; anchor?: string } | null = null;
  let title = '';
  let documentTitle = '';
  let section = '';
  let keywords = '';
  const sections: Required<PageSection>[] = [];
  let current: Required<PageSection> = { anchor: null, heading: '', text: '', code: '' };
  /** Inside a code block: its text goes to the section's code. */
  let codeDepth = 0;
  const breakLine = () => {
    if (codeDepth > 0) current.code += '\n';
    else current.text += '\n';
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'meta' && attributes.name === 'keywords') keywords = attributes.content ?? '';
        const skipped = skipDepth > 0 || SKIPPED.has(name);
        const body = !skipped && 'data-search-body' in attributes;
        open.push({ body, skipped });
        if (skipped) {
          skipDepth++;
          return;
        }
        if (body) {
          bodyDepth++;
          marked = true;
        }
        if (BLOCKS.test(name) && bodyDepth > 0) breakLine();
        if (name === 'pre') codeDepth++;
        if (capture) return;
        const depth = open.length;
        if ('data-search-section' in attributes) capture = { kind: 'section', depth, text: '' };
        else if (name === 'h1' && !title) capture = { kind: 'h1', depth, text: '' };
        else if (name === 'title') capture = { kind: 'title', depth, text: '' };
        else if (bodyDepth > 0 && /^h[2-6]$/.test(name) && attributes.id)
          capture = { kind: 'heading', depth, text: '', anchor: attributes.id };
      },
      ontext(text) {
        if (skipDepth > 0) return;
        if (capture) capture.text += text;
        // A heading's words are its section's heading; the h1 is also the body's first words.
        if (bodyDepth > 0 && capture?.kind !== 'section' && capture?.kind !== 'title' && capture?.kind !== 'heading') {
          if (codeDepth > 0) current.code += text;
          else current.text += text;
        }
      },
      onclosetag(name) {
        const element = open.pop();
        if (!element) return;
        if (element.skipped) {
          skipDepth--;
          return;
        }
        if (capture && capture.depth === open.length + 1) {
          const captured = capture.text.replace(/\s+/g, ' ').trim();
          if (capture.kind === 'section') section = captured;
          else if (capture.kind === 'h1') title = captured;
          else if (capture.kind === 'title') documentTitle = captured;
          else {
            sections.push(current);
            current = { anchor: capture.anchor ?? null, heading: captured, text: '', code: '' };
          }
          capture = null;
        }
        if (name === 'pre') {
          codeDepth--;
          current.code += '\n';
        }
        if (BLOCKS.test(name) && bodyDepth > 0) breakLine();
        if (element.body) bodyDepth--;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  if (!marked) return null;
  sections.push(current);
  const pageTitle = title || documentTitle || url;
  const tidy = (text: string) =>
    text
      .replace(/[ \t\r\f\v]+/g, ' ')
      .replace(/\s*\n\s*/g, '\n')
      .trim();
  return {
    url,
    title: pageTitle,
    section,
    ...(keywords.trim() ? { keywords: keywords.trim() } : {}),
    sections: sections
      .map((part) => ({ ...part, heading: part.heading || pageTitle, text: tidy(part.text), code: tidy(part.code) }))
      .filter((part, index) => index === 0 || part.text !== '' || part.code !== '' || part.anchor !== null),
  };
}
