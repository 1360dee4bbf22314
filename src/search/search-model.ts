// Search (pure): query in the URL, result grouping by section, and which key presses open search.

export const SEARCH_QUERY_PARAM = 'q';
export const MAX_QUERY_LENGTH = 200;
export const MAX_RESULTS = 8;
/**
 * How long typing must pause before a query is asked: a burst of keys (about 30 ms apart) asks once,
 * instead of fetching results for every prefix; at a reading pace (100 ms and more) every key asks.
 * Short, because it counts against answering within 100 ms of a key.
 */
export const SEARCH_PAUSE_MS = 40;

/** A piece of an excerpt: plain text, `marked` where it matched the query. */
export type Segment = { text: string; marked: boolean };
export type SearchHit = { url: string; title: string; section: string; excerpt: Segment[] };
export type SearchGroup = { section: string; hits: SearchHit[] };

/** Groups hits by section, sections in order of their best hit, hits in rank order. */
export function groupBySection(hits: readonly SearchHit[]): SearchGroup[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.section);
    if (group) group.push(hit);
    else groups.set(hit.section, [hit]);
  }
  return [...groups].map(([section, grouped]) => ({ section, hits: grouped }));
}

/**
 * English words too common to narrow a search. A word on most pages costs a download of its whole
 * page list (~10 KB at 10 000 pages), so they are left out of a query that has other words.
 */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it of on or that the this to what when where which with you your'.split(' '),
);

/**
 * The query as sent to the index: without stop words, unless it has only stop words. Quotes are
 * dropped: the index matches words, not phrases.
 */
export function indexQuery(query: string): string {
  const words = query.replaceAll('"', ' ').trim().split(/\s+/).filter(Boolean);
  const kept = words.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  return kept.length > 0 ? kept.join(' ') : words.join(' ');
}

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
