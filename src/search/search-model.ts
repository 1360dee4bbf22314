// Search (pure): the query's rules, the query in the URL, and which key presses open search.

export const SEARCH_QUERY_PARAM = 'q';
export const MAX_QUERY_LENGTH = 200;
export const MAX_RESULTS = 20;
/**
 * How long typing must pause before a query is asked: a burst of keys (about 30 ms apart) asks once,
 * instead of fetching results for every prefix; at a reading pace (100 ms and more) every key asks.
 * Short, because it counts against answering within 100 ms of a key.
 */
export const SEARCH_PAUSE_MS = 40;

/** A piece of an excerpt: plain text, `marked` where it matched the query. */
export type Segment = { text: string; marked: boolean };
export type SearchHit = {
  url: string;
  title: string;
  section: string;
  excerpt: Segment[];
  /** The query's words (as typed) the page does not have: shown with the hit. */
  missing: string[];
};

/** The query a shared URL carries, trimmed and bounded; null when there is none. */
export function queryFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(SEARCH_QUERY_PARAM);
  if (!value) return null;
  const query = value.trim().slice(0, MAX_QUERY_LENGTH);
  return query || null;
}

/** The same location with the query set (or removed when empty). */
export function searchWithQuery(search: string, query: string): string {
  const params = new URLSearchParams(search);
  const trimmed = query.trim().slice(0, MAX_QUERY_LENGTH);
  if (trimmed) params.set(SEARCH_QUERY_PARAM, trimmed);
  else params.delete(SEARCH_QUERY_PARAM);
  const result = params.toString();
  return result ? `?${result}` : '';
}

export type KeyPress = { key: string; metaKey: boolean; ctrlKey: boolean; altKey: boolean; typing: boolean };

/** Whether a key press lands in a field the reader types in (where '/' is a character, not a shortcut). */
export function isTypingTarget(target: unknown): boolean {
  const element = target as { isContentEditable?: boolean; tagName?: string } | null;
  return Boolean(element) && (element?.isContentEditable === true || /^(INPUT|TEXTAREA|SELECT)$/.test(element?.tagName ?? ''));
}

/** ⌘K / Ctrl+K anywhere; '/' when not typing in a field. */
export function opensSearch(press: KeyPress): boolean {
  if ((press.metaKey || press.ctrlKey) && !press.altKey && press.key.toLowerCase() === 'k') return true;
  return press.key === '/' && !press.metaKey && !press.ctrlKey && !press.altKey && !press.typing;
}
