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

/** What the index counts of one written word: its term, how it is written, and whether it is a part of a name. */
export type IndexWord = { term: string; written: string; part: boolean };

/** The index words of one written word: itself (stemmed when simple) and, for a joined or camelCase name, each part. */
function indexWordsOf(word: string): IndexWord[] {
  const written = word.normalize('NFKC').toLowerCase();
  const parts = word
    .split(JOINER)
    .flatMap((part) => part.split(CAMEL_BREAK))
    .filter(Boolean);
  if (parts.length <= 1) return [{ term: termOf(word), written, part: false }];
  const words = [{ term: written, written, part: false }];
  for (const part of parts) {
    const term = termOf(part);
    if (!words.some((known) => known.term === term)) words.push({ term, written: part.normalize('NFKC').toLowerCase(), part: true });
  }
  return words;
}

/** The terms one written word stands for: itself (stemmed when simple) and its parts. */
const termsOfWord = (word: string): string[] => indexWordsOf(word).map(({ term }) => term);

/** Every word in `text` with its place and its terms (or only those `only` lets through). */
export function writtenWords(text: string, { only }: { only?: (lowerCase: string) => boolean } = {}): WrittenWord[] {
  const words: WrittenWord[] = [];
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const lower = match[0].toLowerCase();
    // `only`: the words worth their terms (finding terms is most of the work); the others are left out.
    if (only && !only(lower)) continue;
    words.push({ text: lower, start, end: start + match[0].length, terms: termsOfWord(match[0]) });
  }
  return words;
}

/** A text's index words, in order (a word repeats as often as it is written). */
export function indexWords(text: string): IndexWord[] {
  return [...text.matchAll(WORD)].flatMap(([word]) => indexWordsOf(word));
}

/** A text's index terms, in order. */
export const indexTerms = (text: string): string[] => indexWords(text).map(({ term }) => term);

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

/**
 * English words too common to narrow a search. A word on most pages costs a download of its whole
 * page list (~10 KB at 10 000 pages), so they are left out of a query that has other words (after the
 * readers' words are looked for: 'log in' is a phrase).
 */
const STOP_WORDS = new Set([
  ...'a an and are as at be by can could did do does for from has have how i if in into is it its me my of on or our'.split(' '),
  ...'should so than that the their them then there they this to was we were what when where which why will with would you your'.split(' '),
]);

export const isStopWord = (word: QueryWord) => STOP_WORDS.has(word.typed);
