// The words search indexes and looks up (pure): a text's words as index terms, the same for a page
// and for a query, so that what is typed finds what was written. English only (the index is English,
// docs/i18n.md#search): words are stemmed (Porter, `stemmer`), so 'tokens' finds 'token'.
import { stemmer } from 'stemmer';

/**
 * A word as written: letters and digits, with the joiners code uses inside names kept
 * ('retry-after', 'next_cursor', 'v1.2', 'oauth:read', '/docs/errors').
 */
const WORD = /[\p{L}\p{N}]+(?:[-_.:/'’][\p{L}\p{N}]+)*/gu;
const JOINER = /[-_.:/'’]/;
/** Where a name written in camelCase changes word: 'workerId' → 'worker', 'Id'. */
const CAMEL_BREAK = /(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

/**
 * Stems already found: a page repeats its words, and 10 000 pages share most of them. A plain map
 * emptied when full, not lru-cache: this module is in the search dialog's chunk, where lru-cache
 * would add about 6 KiB gzip for a bound a reader's session never reaches.
 */
const stems = new Map<string, string>();
const MAX_KEPT_STEMS = 50_000;

/** The index term of one simple word: lower case, stemmed when it is a word of letters. */
export function termOf(word: string): string {
  const lower = word.normalize('NFKC').toLowerCase();
  if (!/^\p{Ll}{3,}$/u.test(lower)) return lower;
  let stem = stems.get(lower);
  if (stem === undefined) {
    stem = stemmer(lower);
    if (stems.size >= MAX_KEPT_STEMS) stems.clear();
    stems.set(lower, stem);
  }
  return stem;
}

export type WrittenWord = {
  /** The word as written, lower case ('retry-after', 'workerid'). */
  text: string;
  /** Where it starts and ends in the text. */
  start: number;
  end: number;
  /** Its index terms: the whole word's and, for a joined or camelCase name, each part's. */
  terms: string[];
};

/** The terms one written word stands for: itself (stemmed when simple) and its parts. */
function termsOfWord(word: string): string[] {
  const parts = word
    .split(JOINER)
    .flatMap((part) => part.split(CAMEL_BREAK))
    .filter(Boolean);
  if (parts.length <= 1) return [termOf(word)];
  return [...new Set([word.normalize('NFKC').toLowerCase(), ...parts.map(termOf)])];
}

/** Every word in `text` with its place and its terms. */
export function writtenWords(text: string): WrittenWord[] {
  const words: WrittenWord[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    words.push({ text: match[0].toLowerCase(), start, end: start + match[0].length, terms: termsOfWord(match[0]) });
  }
  return words;
}

/** A text's index terms, in order (a term repeats as often as it is written). */
export function indexTerms(text: string): string[] {
  return writtenWords(text).flatMap((word) => word.terms);
}

export type QueryWord = {
  /** As typed, lower case: what a prefix is matched on ('validat'). */
  typed: string;
  /** Its term ('validat' → 'validat', 'tokens' → 'token', 'retry-after' → 'retry-after'). */
  term: string;
  /** For a joined or camelCase word, its parts' terms: asked instead when the whole is not indexed. */
  parts: string[];
};

/**
 * A query's words. The last one may still be being typed (`typing`): it is also matched as the start
 * of longer words.
 */
export function queryWords(query: string): QueryWord[] {
  return [...query.matchAll(WORD)].map(([word]) => {
    const terms = termsOfWord(word);
    return { typed: word.normalize('NFKC').toLowerCase(), term: terms[0] ?? '', parts: terms.slice(1) };
  });
}
