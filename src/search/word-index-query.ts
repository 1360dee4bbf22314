// Search over the word index (pure: the files come from a loader, fetch in the browser, the disk on
// the server): the pages that have the query's words, best first. Each word matches itself and,
// counting less: the longer words it starts while it is still being typed (by their best pages, which
// the shard already holds: a half-typed word costs no page list), words a typo away, and the phrases
// the readers' words stand for (synonyms.ts). A page need not have every word: its score (BM25,
// titles and headings first) counts in proportion to how much of the query it covers, a rare word
// more than a common one (Lucene's coordination factor). Files are loaded once and kept.
import { isStopWord, queryWords, type QueryWord } from './search-words';
import { isSynonymRules, substitutions } from './synonyms';
import { editDistance, typoBudget, writtenForms } from './typos';
import {
  decodePostings,
  decodeShard,
  listPath,
  pageTextPath,
  type Postings,
  type ShardTerm,
  shardKeyOf,
  shardPath,
  type StoredPageText,
  WORD_INDEX_FORMAT,
  type WordIndexEntry,
  WordIndexFormatError,
} from './word-index-format';
/** A file of the index, by its path from the site's root (`search.json`, `search/…`); null when it is not there. */
export type LoadIndexFile = (path: string) => Promise<Uint8Array | null>;

/** The index's entry, the one file not named by its content: it names the folder of the others. */
export const ENTRY_FILE = 'search.json';
/** The folder of the index's files, each build's in a folder named after a hash of them all. */
export const INDEX_FOLDER = 'search';
/** How much a longer word matched by a typed start counts, against the word itself. */
const PREFIX_FACTOR = 0.5;
/** How much a phrase that stands in for the query's words (a synonym) counts, against those words. */
const SYNONYM_FACTOR = 0.8;
/** How much a word a typo away counts, against the word itself. */
const TYPO_FACTOR = 0.3;
/** How many longer words a typed start (or a typo) stands for, the most common first. */
const MAX_EXPANSIONS = 6;
/** A typed word longer than an indexed term that starts it ('validat' → 'valid') matches it from this length, when the rest starts an ending. */
const MIN_STEM_LENGTH = 4;

export type RankedPage = {
  page: number;
  score: number;
  /** The query's words (as typed) this page does not match. */
  missing: string[];
};
export type Ranking = {
  pages: RankedPage[];
  /** How many pages match at least one word. */
  total: number;
  /** The terms that matched, and the typed start of the last word: what an excerpt marks. */
  terms: Set<string>;
  typedPrefix: string | null;
};

/** How a query word matched a term: the word itself, a longer word it starts, or a typo away. */
type MatchKind = 'exact' | 'prefix' | 'typo';
const KIND_ORDER: readonly MatchKind[] = ['exact', 'prefix', 'typo'];
type Candidate = { term: ShardTerm; kind: MatchKind; factor: number };
/** One query word's matches: per page its best score and how it matched there. */
type WordMatches = { typed: string; pageCount: number; pages: Map<number, { score: number; kind: MatchKind }> };

/** Adds a page's match for a word, keeping its best score and its best way of matching. */
function addMatch(matches: WordMatches, page: number, score: number, kind: MatchKind) {
  const best = matches.pages.get(page);
  matches.pages.set(page, {
    score: Math.max(score, best?.score ?? 0),
    kind: best && KIND_ORDER.indexOf(best.kind) < KIND_ORDER.indexOf(kind) ? best.kind : kind,
  });
}

/** Each page of `postings` with its score for `term` (weights are stored as 0–255 of the term's best). */
function scoredPages(term: ShardTerm, { pages, weights }: Postings): [page: number, score: number][] {
  return pages.map((page, index) => [page, ((weights[index] ?? 0) / 255) * term.maxScore]);
}

export class WordIndex {
  private entry: Promise<WordIndexEntry> | null = null;
  private readonly files = new Map<string, Promise<unknown>>();

  constructor(private readonly load: LoadIndexFile) {}

  /** The entry, loaded once (again after a failure: the index may be built meanwhile). */
  loadEntry(): Promise<WordIndexEntry> {
    this.entry ??= (async () => {
      const bytes = await this.load(ENTRY_FILE);
      if (!bytes) throw new WordIndexFormatError(`${ENTRY_FILE} is missing`);
      const entry = JSON.parse(new TextDecoder().decode(bytes)) as Partial<WordIndexEntry>;
      const valid =
        entry.format === WORD_INDEX_FORMAT &&
        typeof entry.version === 'string' &&
        /^[0-9a-f]{6,64}$/.test(entry.version) &&
        Array.isArray(entry.shards);
      if (!valid) throw new WordIndexFormatError(ENTRY_FILE);
      // Synonyms are a help, not the index: damaged ones are left out rather than trusted.
      return { ...(entry as WordIndexEntry), synonyms: isSynonymRules(entry.synonyms) ? entry.synonyms : [] };
    })().catch((error: unknown) => {
      this.entry = null;
      throw error;
    });
    return this.entry;
  }

  private file<T>(path: string, decode: (bytes: Uint8Array) => T): Promise<T | null> {
    let loading = this.files.get(path) as Promise<T | null> | undefined;
    if (!loading) {
      loading = this.loadEntry()
        .then((entry) => this.load(`${INDEX_FOLDER}/${entry.version}/${path}`))
        .then((bytes) => (bytes ? decode(bytes) : null));
      loading.catch(() => this.files.delete(path));
      this.files.set(path, loading);
    }
    return loading;
  }

  private async shard(key: string): Promise<ShardTerm[]> {
    const entry = await this.loadEntry();
    if (!entry.shards.includes(key)) return [];
    return (await this.file(shardPath(key), decodeShard)) ?? [];
  }

  /** The term written exactly `word`, if the index has it. */
  private async term(word: string): Promise<ShardTerm | undefined> {
    return (await this.shard(shardKeyOf(word))).find((candidate) => candidate.term === word);
  }

  private async allPostings(term: ShardTerm): Promise<Postings> {
    if (term.listFile === 0) return term.postings;
    const list = await this.file(listPath(shardKeyOf(term.term), term.listFile), decodePostings);
    if (!list) throw new WordIndexFormatError(`the page list of '${term.term}' is missing`);
    return list;
  }

  /** The shards of every term that starts with the same letter: where a typo in a word's second letter is. */
  private async family(key: string): Promise<ShardTerm[]> {
    const entry = await this.loadEntry();
    const first = [...key][0] ?? '';
    const keys = entry.shards.filter((other) => other !== key && [...other][0] === first);
    return (await Promise.all(keys.map((other) => this.shard(other)))).flat();
  }

  /** The terms one word matches: itself, longer words while it is typed, and words a typo away. */
  private async candidates(word: QueryWord, typing: boolean): Promise<Candidate[]> {
    const key = shardKeyOf(word.term);
    const shard = await this.shard(key);
    const found: Candidate[] = [];
    const exact = await this.term(word.term);
    if (exact) found.push({ term: exact, kind: 'exact', factor: 1 });
    const taken = (term: ShardTerm) => found.some((candidate) => candidate.term === term);
    if (typing && [...word.typed].length >= 2) {
      const typedShard = shardKeyOf(word.typed) === key ? shard : await this.shard(shardKeyOf(word.typed));
      const longer = typedShard
        .filter((term) => !taken(term) && term.term.startsWith(word.typed))
        .sort((a, b) => b.pageCount - a.pageCount)
        .slice(0, MAX_EXPANSIONS);
      // A word typed past its stem ('validat' of 'validation', indexed as 'valid'): the rest starts an ending.
      const stems = shard.filter(
        (term) =>
          !taken(term) &&
          !longer.includes(term) &&
          term.term.length >= MIN_STEM_LENGTH &&
          word.typed.length > term.term.length &&
          writtenForms(term.term).some((form) => form.length > word.typed.length && form.startsWith(word.typed)),
      );
      for (const term of [...longer, ...stems]) found.push({ term, kind: 'prefix', factor: PREFIX_FACTOR });
    }
    const budget = typoBudget(word.typed);
    if (budget > 0) {
      const nearIn = (terms: ShardTerm[]) =>
        terms
          .filter((term) => !taken(term))
          // As typed, against the ways the term is written in the docs ('verfy' against 'verify'): stems are
          // too short to measure typos on ('nothing' and 'not' are one edit apart as 'noth' and 'not'), and
          // a stem with any ending is a guess. Words under four letters are no one's typo.
          .map((term) => ({
            term,
            edits: Math.min(
              ...term.written.map((written) => (typoBudget(written) > 0 ? editDistance(word.typed, written, budget) : budget + 1)),
            ),
          }))
          .filter(({ edits }) => edits > 0 && edits <= budget);
      let near = nearIn(shard);
      // A word nothing in its shard answers: its second letter may be the typo.
      if (found.length === 0 && near.length === 0) near = nearIn(await this.family(key));
      near
        .sort((a, b) => a.edits - b.edits || b.term.pageCount - a.term.pageCount)
        .slice(0, MAX_EXPANSIONS)
        .forEach(({ term }) => found.push({ term, kind: 'typo', factor: TYPO_FACTOR }));
    }
    return found;
  }

  /** The pages one word matches, each with its best score and how it matched. */
  private async matchesOf(word: QueryWord, typing: boolean, terms: Set<string>): Promise<WordMatches> {
    const matches: WordMatches = { typed: word.typed, pageCount: 0, pages: new Map() };
    for (const { term, kind, factor } of await this.candidates(word, typing)) {
      terms.add(term.term);
      matches.pageCount = Math.max(matches.pageCount, term.pageCount);
      // A word asked whole counts on all its pages; a longer word or a typo, on its best pages.
      const postings = kind === 'exact' ? await this.allPostings(term) : term.postings;
      for (const [page, score] of scoredPages(term, postings)) addMatch(matches, page, score * factor, kind);
    }
    return matches;
  }

  /** The pages that have every word of a phrase (a synonym), each with its words' scores summed. */
  private async phrasePages(phrase: readonly string[], terms: Set<string>): Promise<Map<number, number>> {
    let found: Map<number, number> | undefined;
    for (const word of phrase) {
      const term = await this.term(word);
      if (!term) return new Map();
      terms.add(word);
      const next = new Map<number, number>();
      for (const [page, score] of scoredPages(term, await this.allPostings(term))) {
        if (!found) next.set(page, score);
        else if (found.has(page)) next.set(page, score + (found.get(page) ?? 0));
      }
      found = next;
    }
    return found ?? new Map();
  }

  /**
   * The pages that have any word of `query`, best first, at most `limit`. `typing`: the last word
   * may be the start of a longer one (true while the reader types; MCP asks whole words).
   */
  async rank(query: string, limit: number, { typing = true } = {}): Promise<Ranking> {
    const lastIsTyped = typing && !/\s$/.test(query);
    const written = queryWords(query);
    // One or two letters typed after other words start hundreds of words: as a start, they would reorder
    // the list to pages about any of them (and fetch those pages' texts) at every key. They count only
    // as a word themselves ('go').
    const fragment = lastIsTyped && written.length > 1 && [...(written.at(-1)?.typed ?? '')].length < 3 ? written.at(-1) : undefined;
    // Stop words are left out when other words remain (they still make the readers' phrases, below).
    const kept = written.filter((word) => !isStopWord(word));
    const words = kept.length > 0 ? kept : written;
    const terms = new Set<string>();
    const entry = await this.loadEntry();
    /** The matches each query word stands for: its own, or its parts'. */
    const ofWord: WordMatches[][] = [];
    for (const word of words) {
      const typed = lastIsTyped && word === written.at(-1) && word !== fragment;
      const whole = await this.matchesOf(word, typed, terms);
      if (word === fragment && whole.pages.size === 0) {
        ofWord.push([]);
        continue;
      }
      // A joined word ('retry-after', 'workerId') not indexed whole: each of its parts is a word of the query.
      if (whole.pages.size === 0 && word.parts.length > 0) {
        const parts: WordMatches[] = [];
        for (const [partIndex, part] of word.parts.entries()) {
          const last = typed && partIndex === word.parts.length - 1;
          parts.push(await this.matchesOf({ typed: part, term: part, parts: [] }, last, terms));
        }
        ofWord.push(parts);
      } else ofWord.push([whole]);
    }
    // The readers' words: a page with a phrase that stands in for some of the query's words matches
    // them, as if it had them ('callback url' → 'webhook endpoint').
    for (const { start, end, alternatives } of substitutions(
      written.map(({ term }) => term),
      entry.synonyms,
    )) {
      const covered = written.slice(start, end).flatMap((word) => {
        const index = words.indexOf(word);
        return index >= 0 ? (ofWord[index] ?? []) : [];
      });
      for (const phrase of alternatives) {
        const pagesOfPhrase = await this.phrasePages(phrase, terms);
        for (const matches of covered) {
          matches.pageCount = Math.max(matches.pageCount, pagesOfPhrase.size);
          for (const [page, score] of pagesOfPhrase) addMatch(matches, page, (score * SYNONYM_FACTOR) / covered.length, 'exact');
        }
      }
    }
    const perWord = ofWord.flat();
    // A rare word covers more of the query than a common one (BM25's idf).
    const rarity = perWord.map(({ pageCount }) => Math.log(1 + entry.pages / Math.max(pageCount, 1)));
    const whole = rarity.reduce((sum, value) => sum + value, 0) || 1;
    const pages = new Set<number>();
    for (const { pages: matched } of perWord) for (const page of matched.keys()) pages.add(page);
    const ranked: { page: number; value: number; typos: number }[] = [];
    for (const page of pages) {
      let coverage = 0;
      let score = 0;
      let typos = 0;
      perWord.forEach((word, index) => {
        const match = word.pages.get(page);
        if (!match) return;
        coverage += rarity[index] ?? 0;
        score += match.score;
        if (match.kind === 'typo') typos++;
      });
      // Lucene's coordination factor: a page's score times the share of the query it covers.
      ranked.push({ page, value: (score * coverage) / whole, typos });
    }
    ranked.sort((a, b) => b.value - a.value || a.typos - b.typos || a.page - b.page);
    return {
      pages: ranked.slice(0, limit).map(({ page, value }) => ({
        page,
        score: value,
        missing: perWord.filter((word) => !word.pages.has(page)).map((word) => word.typed),
      })),
      total: ranked.length,
      terms,
      typedPrefix: lastIsTyped && words.at(-1) === written.at(-1) && !fragment ? (words.at(-1)?.typed ?? null) : null,
    };
  }

  /** A page's text, for its excerpt. */
  async pageText(page: number): Promise<StoredPageText> {
    const text = await this.file(pageTextPath(page), (bytes) => JSON.parse(new TextDecoder().decode(bytes)) as StoredPageText);
    if (!text) throw new WordIndexFormatError(`page ${page}'s text is missing`);
    return text;
  }
}
