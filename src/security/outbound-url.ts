// What of an address may leave the browser, in analytics events and error reports (pure). The query
// keeps only the parameters on an allow-list, which say where a visit came from; everything else is
// a value someone typed or was handed (a search query, a pasted token, a callback's code). The
// fragment goes too: implicit OAuth flows put tokens there.

/** Campaign tags: set by whoever wrote the link, never by the reader. (`utm_term` holds search words.) */
export const OUTBOUND_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['utm_source', 'utm_medium', 'utm_campaign', 'utm_content']);

/** Parentheses end a URL in prose: '(see https://…)'. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s"'<>`()]+/g;

function parameterName(pair: string): string {
  const name = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name; // malformed escapes: never an allowed name
  }
}

/** A query string (without '?') with only the allowed parameters: `q=api&utm_source=x` → `utm_source=x`. */
export function outboundQuery(query: string): string {
  return query
    .split('&')
    .filter((pair) => OUTBOUND_QUERY_PARAMETERS.has(parameterName(pair)))
    .join('&');
}

/** A URL (absolute or relative) as it may leave the browser: allowed parameters only, no fragment. */
export function outboundUrl(url: string): string {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  if (queryAt === -1) return beforeHash;
  const query = outboundQuery(beforeHash.slice(queryAt + 1));
  return `${beforeHash.slice(0, queryAt)}${query ? `?${query}` : ''}`;
}

/** Free text (messages, exception values) with every URL in it made outbound. */
export function outboundText(text: string): string {
  return text.replace(URL_IN_TEXT, (url) => outboundUrl(url));
}
