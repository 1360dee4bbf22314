// Build step's search index (pure but for hashing): from the pages' text, each term's pages with
// their weight, in shards of the terms that start alike, plus each page's text for the excerpts. A
// query then downloads the entry, the shards of its words, the page lists of its common words and
// the texts of the pages it shows (word-index-query.ts).
import { createHash } from 'node:crypto';
import type { PageText } from './search-page-text.build';
import { indexWords } from './search-words';
import type { SynonymRule } from './synonyms';
import {
  encodePostings,
  encodeShard,
  listPath,
  pageTextPath,
  type ShardTerm,
  shardKeyOf,
  shardPath,
  type StoredPageText,
  WORD_INDEX_FORMAT,
  MAX_SPELLINGS,
  type WordIndexEntry,
} from './word-index-format';

/**
 * What a word's place adds to its score, beside how often the text has it: in the title, in a
 * heading. Each is weighed against the most the text can give (BM25's k1 + 1), so a page titled with
 * the word outranks one that only repeats it.
 */
const TITLE_BONUS = 3;
const HEADING_BONUS = 2;
/**
 * The least a word counts for being rare. On most pages, a word's rarity (BM25's idf) falls to near
 * nothing, and with it what the title adds: a page titled with the query's common words would rank
 * below one that repeats a rarer one.
 */
const MIN_IDF = 0.5;
/** How much a part of a name counts ('cursor' in 'next_cursor'), against a word written on its own. */
const PART_WEIGHT = 0.5;
/** BM25's constants: how fast more of a word stops counting, how much a long page's words count less. */
const BM25_K1 = 1.2;
const BM25_B = 0.75;
/** A term on this many pages or fewer keeps its page list in its shard; more, in a file of its own. */
export const INLINE_PAGES = 48;
/** For those, the shard keeps its best pages, which is what a word still being typed matches. */
export const BEST_PAGES = 24;

export type WordIndexFiles = {
  entry: WordIndexEntry;
  files: Map<string, Uint8Array>;
  /**
   * Synonyms that find nothing (the build warns): a `to` phrase of a one-way rule no page has, or a
   * group of equivalent phrases none of which a page has.
   */
  idleSynonyms: string[][][];
};

type TermCounts = { text: number; title: boolean; heading: boolean };

/** How often each term is written each way, over all pages: typos are measured against its commonest spellings. */
type Spellings = Map<string, Map<string, number>>;

function termCounts(page: PageText, spellings: Spellings): { counts: Map<string, TermCounts>; length: number } {
  const counts = new Map<string, TermCounts>();
  const countOf = (term: string) => {
    let count = counts.get(term);
    if (!count) {
      count = { text: 0, title: false, heading: false };
      counts.set(term, count);
    }
    return count;
  };
  const words = (text: string) =>
    indexWords(text).map((word) => {
      const ways = spellings.get(word.term) ?? new Map<string, number>();
      spellings.set(word.term, ways.set(word.written, (ways.get(word.written) ?? 0) + 1));
      return word;
    });
  let length = 0;
  for (const { term } of words(page.title)) countOf(term).title = true;
  for (const { term } of words(page.keywords ?? '')) countOf(term).heading = true;
  page.sections.forEach((section, index) => {
    if (index > 0) for (const { term } of words(section.heading)) countOf(term).heading = true;
    for (const { term, part } of words(`${section.text}\n${section.code ?? ''}`)) {
      countOf(term).text += part ? PART_WEIGHT : 1;
      length++;
    }
  });
  return { counts, length: Math.max(length, 1) };
}

/** The ways a term is written most often, commonest first (alphabetical on a tie, so a rebuild writes the same bytes). */
function commonest(ways: Map<string, number> | undefined, term: string): string[] {
  if (!ways) return [term];
  return [...ways]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, MAX_SPELLINGS)
    .map(([written]) => written);
}

/** `pages` in the order that numbers them (sorted by URL by the caller, so a rebuild writes the same bytes). */
export function buildWordIndex(pages: readonly PageText[], synonyms: readonly SynonymRule[] = []): WordIndexFiles {
  const spellings: Spellings = new Map();
  const counted = pages.map((page) => termCounts(page, spellings));
  // To two significant digits: an edit to one page leaves it, and so every other page's weights, as
  // they were, and a rebuild writes (and compresses) again only the files that page's words are in.
  const averageLength = Number.parseFloat(
    (counted.reduce((sum, page) => sum + page.length, 0) / Math.max(counted.length, 1)).toPrecision(2),
  );
  const pagesOf = new Map<string, { page: number; count: TermCounts }[]>();
  counted.forEach(({ counts }, page) => {
    for (const [term, count] of counts) {
      const list = pagesOf.get(term);
      if (list) list.push({ page, count });
      else pagesOf.set(term, [{ page, count }]);
    }
  });

  const files = new Map<string, Uint8Array>();
  const shards = new Map<string, ShardTerm[]>();
  /** How many page lists each shard has given a file of their own: the next one is numbered after them. */
  const listFiles = new Map<string, number>();
  for (const term of [...pagesOf.keys()].sort()) {
    const list = pagesOf.get(term) ?? [];
    const idf = Math.max(MIN_IDF, Math.log(1 + (pages.length - list.length + 0.5) / (list.length + 0.5)));
    const scores = list.map(({ page, count }) => {
      const norm = 1 - BM25_B + (BM25_B * (counted[page]?.length ?? 1)) / averageLength;
      const text = (count.text * (BM25_K1 + 1)) / (count.text + BM25_K1 * norm);
      return idf * (text + (count.title ? TITLE_BONUS : 0) + (count.heading ? HEADING_BONUS : 0));
    });
    const maxScore = Math.max(...scores);
    const weights = scores.map((score) => Math.max(1, Math.round((score / maxScore) * 255)));
    const all = { pages: list.map(({ page }) => page), weights };
    const key = shardKeyOf(term);
    const shard = shards.get(key) ?? [];
    shards.set(key, shard);
    const written = commonest(spellings.get(term), term);
    if (list.length <= INLINE_PAGES) {
      shard.push({ term, written, maxScore, pageCount: list.length, listFile: 0, postings: all });
      continue;
    }
    const listFile = (listFiles.get(key) ?? 0) + 1;
    listFiles.set(key, listFile);
    files.set(listPath(key, listFile), encodePostings(all));
    const best = all.pages
      .map((page, index) => ({ page, weight: weights[index] ?? 1 }))
      .sort((a, b) => b.weight - a.weight || a.page - b.page)
      .slice(0, BEST_PAGES)
      .sort((a, b) => a.page - b.page);
    shard.push({
      term,
      written,
      maxScore,
      pageCount: list.length,
      listFile,
      postings: { pages: best.map(({ page }) => page), weights: best.map(({ weight }) => weight) },
    });
  }
  for (const [key, terms] of shards) files.set(shardPath(key), encodeShard(terms));
  pages.forEach((page, index) => {
    const stored: StoredPageText = {
      url: page.url,
      title: page.title,
      section: page.section,
      sections: page.sections.map((part) =>
        part.code ? [part.anchor, part.heading, part.text, part.code] : [part.anchor, part.heading, part.text],
      ),
    };
    files.set(pageTextPath(index), new TextEncoder().encode(JSON.stringify(stored)));
  });

  const hash = createHash('sha256').update(JSON.stringify(synonyms));
  for (const name of [...files.keys()].sort()) hash.update(name).update(files.get(name) ?? new Uint8Array());
  const onSomePage = (phrase: readonly string[]) => {
    const [first, ...rest] = phrase.map((term) => new Set((pagesOf.get(term) ?? []).map(({ page }) => page)));
    return [...(first ?? [])].some((page) => rest.every((pagesOfTerm) => pagesOfTerm.has(page)));
  };
  return {
    entry: {
      format: WORD_INDEX_FORMAT,
      version: hash.digest('hex').slice(0, 12),
      pages: pages.length,
      shards: [...shards.keys()].sort(),
      synonyms: [...synonyms],
    },
    files,
    idleSynonyms: synonyms.flatMap((rule) =>
      JSON.stringify(rule.from) === JSON.stringify(rule.to)
        ? rule.to.some(onSomePage)
          ? []
          : [rule.to]
        : rule.to.filter((phrase) => !onSomePage(phrase)).map((phrase) => [phrase]),
    ),
  };
}
