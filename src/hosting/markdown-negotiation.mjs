// Content negotiation for agents (pure): a docs page asked for with `Accept: text/markdown` is answered
// at its own URL with its Markdown twin (<page>.md); both answers then say `Vary: Accept`.
import { isMarkdownPreferred } from 'fumadocs-core/negotiation';

const MARKDOWN_TYPES = ['text/markdown', 'text/x-markdown'];

/**
 * @param {string} url the request's path and query
 * @param {string | undefined} accept its Accept header
 * @param {ReadonlySet<string>} pages the pages that have a Markdown twin (the English docs and reference)
 * @returns {{ vary: boolean, url: string }} `vary`: the answer depends on Accept; `url`: what to serve
 */
export function negotiateMarkdown(url, accept, pages) {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt);
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (!pages.has(page)) return { vary: false, url };
  // Only an explicit Markdown type counts: `*/*` (curl, fetch) and `text/plain` keep the HTML page.
  const wantsMarkdown =
    Boolean(accept) &&
    isMarkdownPreferred(new Request('http://localhost/', { headers: { accept: accept ?? '' } }), { markdownMediaTypes: MARKDOWN_TYPES });
  return { vary: true, url: wantsMarkdown ? `${page}.md${query}` : url };
}
