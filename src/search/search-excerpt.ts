// A search hit from a page's text (pure): the section where the query's words are, linked by its
// heading's id, and an excerpt around them as plain text segments, the matched words marked. No
// markup at all: the dialog renders the segments as text and <mark>, MCP joins them.
import type { SearchHit, Segment } from './search-model';
import { type WrittenWord, writtenWords } from './search-words';
import type { StoredPageText } from './word-index-format';

/** How many words an excerpt shows. */
export const EXCERPT_WORDS = 24;
/** How many words an excerpt shows before its first match, when the text has them. */
const WORDS_BEFORE_MATCH = 5;

export type MatchedWords = { terms: ReadonlySet<string>; typedPrefix: string | null };

function matches(word: WrittenWord, { terms, typedPrefix }: MatchedWords): boolean {
  return (
    word.terms.some((term) => terms.has(term)) || (typedPrefix !== null && typedPrefix.length >= 2 && word.text.startsWith(typedPrefix))
  );
}

/** Segments with each run of white space as one space, and none at either end. */
function tidied(segments: Segment[]): Segment[] {
  const tidy = segments.map(({ text, marked }) => ({ text: text.replace(/\s+/g, ' '), marked }));
  const [first] = tidy;
  if (first) first.text = first.text.trimStart();
  const last = tidy.at(-1);
  if (last) last.text = last.text.trimEnd();
  return tidy.filter(({ text }) => text !== '');
}

/**
 * The run of `EXCERPT_WORDS` words with the most matches (the first such), as segments of text with
 * the matched words marked. `words`: the text's words, when the caller has them already.
 */
export function excerptOf(text: string, matched: MatchedWords, words: WrittenWord[] = writtenWords(text)): Segment[] {
  if (words.length === 0) return tidied([{ text: text.slice(0, 200), marked: false }]);
  const hit = words.map((word) => matches(word, matched));
  let best = 0;
  let bestCount = -1;
  let count = 0;
  for (let end = 0; end < words.length; end++) {
    if (hit[end]) count++;
    const start = end - EXCERPT_WORDS + 1;
    if (start > 0 && hit[start - 1]) count--;
    if (count > bestCount) {
      bestCount = count;
      best = Math.max(0, start);
    }
  }
  // The first window with the most matches ends at a match; moved on so its first match has a few
  // words before it, it keeps them all (it holds no match before that one).
  const firstMatch = hit.indexOf(true, best);
  if (firstMatch >= 0) best = Math.max(best, Math.min(firstMatch - WORDS_BEFORE_MATCH, words.length - EXCERPT_WORDS));
  const shown = words.slice(best, best + EXCERPT_WORDS);
  const segments: Segment[] = [];
  const add = (piece: string, marked: boolean) => {
    const last = segments.at(-1);
    if (last && !last.marked && !marked) last.text += piece;
    else if (piece) segments.push({ text: piece, marked });
  };
  let at = shown[0]?.start ?? 0;
  shown.forEach((word, index) => {
    add(text.slice(at, word.start), false);
    add(text.slice(word.start, word.end), hit[best + index] ?? false);
    at = word.end;
  });
  // What closes the last word ('.', ')'), up to the next space.
  add(/^\S*/.exec(text.slice(at))?.[0] ?? '', false);
  return tidied(segments);
}

/**
 * The page's best section for the query and its excerpt, as the dialog shows a hit; `missing`: the
 * query's words it does not have. The excerpt is prose when the section's prose has a matched word,
 * its code otherwise.
 */
export function hitOf(page: StoredPageText, matched: MatchedWords, missing: string[] = []): SearchHit {
  // Only a word with a matched term's first letters in it can match: the others are not stemmed (a
  // long page's words are most of a query's work). Stems start as their words do, but for a final
  // 'y' written 'i'; a name's part may be anywhere in it ('next_cursor').
  const starts = [...matched.terms, ...(matched.typedPrefix ? [matched.typedPrefix] : [])].map((term) => term.slice(0, 3));
  const only = (word: string) => starts.some((start) => word.includes(start));
  let best = 0;
  let bestScore = -1;
  page.sections.forEach(([, heading, prose, code = ''], index) => {
    const matchesIn = (text: string) => writtenWords(text, { only }).filter((word) => matches(word, matched));
    const headingWords = index > 0 ? matchesIn(heading) : [];
    const proseMatches = matchesIn(prose);
    const codeMatches = matchesIn(code);
    const distinct = new Set([...headingWords, ...proseMatches, ...codeMatches].map((word) => word.text)).size;
    // Different words matched count most, then a matching heading, then matches in prose, then how often.
    const score = distinct * 1000 + headingWords.length * 100 + Math.min(proseMatches.length, 9) * 10 + Math.min(codeMatches.length, 9);
    if (score > bestScore) {
      bestScore = score;
      best = index;
    }
  });
  const [anchor, heading, prose = '', code = ''] = page.sections[best] ?? [null, page.title];
  // The excerpt is prose when the section's prose has a matched word, its code otherwise.
  const text = code && !writtenWords(prose, { only }).some((word) => matches(word, matched)) ? code : prose;
  return {
    url: anchor ? `${page.url}#${anchor}` : page.url,
    title: anchor && heading !== page.title ? `${page.title} › ${heading}` : page.title,
    section: page.section || 'Docs',
    // A section with no text of its own shows its heading.
    excerpt: excerptOf(text || heading, matched),
    missing,
  };
}
