// Search over the word index (pure: the files come from a loader, fetch in the browser, the disk on
// the server): which pages have every word of a query, best first. The last word may still be being
// typed, so it also matches longer words, by their best pages only, which the shard already holds: a
// half-typed word costs no page list. Files are loaded once and kept.
import { queryWords, type QueryWord } from './search-words';
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
/** How many longer words a typed start stands for, the most common first. */
const MAX_EXPANSIONS = 6;
/** A typed word longer than an indexed term that starts it ('validat' → 'valid') still matches it, from this length. */
const MIN_STEM_LENGTH = 4;

export type RankedPage = { page: number; score: number };
export type Ranking = {
  pages: RankedPage[];
  /** How many pages match in all. */
  total: number;
  /** The terms that matched, and the typed start of the last word: what an excerpt marks. */
  terms: Set<string>;
  typedPrefix: string | null;
};

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
      return entry as WordIndexEntry;
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

  private async allPostings(term: ShardTerm): Promise<Postings> {
    if (term.listFile === 0) return term.postings;
    const list = await this.file(listPath(shardKeyOf(term.term), term.listFile), decodePostings);
    if (!list) throw new WordIndexFormatError(`the page list of '${term.term}' is missing`);
    return list;
  }

  /** The pages one word matches, with its score on each. */
  private async pagesOfWord(word: QueryWord, typing: boolean, terms: Set<string>): Promise<Map<number, number> | null> {
    const shard = await this.shard(shardKeyOf(word.term));
    const scores = new Map<number, number>();
    const add = ({ pages, weights }: Postings, term: ShardTerm, factor: number) => {
      terms.add(term.term);
      pages.forEach((page, index) => {
        const score = ((weights[index] ?? 0) / 255) * term.maxScore * factor;
        if (score > (scores.get(page) ?? 0)) scores.set(page, score);
      });
    };
    const exact = shard.find((term) => term.term === word.term);
    if (exact) add(await this.allPostings(exact), exact, 1);
    if (typing && [...word.typed].length >= 2) {
      const typedShard = shardKeyOf(word.typed) === shardKeyOf(word.term) ? shard : await this.shard(shardKeyOf(word.typed));
      const longer = typedShard
        .filter((term) => term !== exact && term.term.startsWith(word.typed))
        .sort((a, b) => b.pageCount - a.pageCount)
        .slice(0, MAX_EXPANSIONS);
      for (const term of longer) add(term.postings, term, PREFIX_FACTOR);
      if (!exact && longer.length === 0) {
        const stem = shard
          .filter((term) => term.term.length >= MIN_STEM_LENGTH && word.typed.startsWith(term.term))
          .sort((a, b) => b.term.length - a.term.length)[0];
        if (stem) add(stem.postings, stem, PREFIX_FACTOR);
      }
    }
    return scores.size > 0 ? scores : null;
  }

  /**
   * The pages that have every word of `query`, best first, at most `limit`. `typing`: the last word
   * may be the start of a longer one (true while the reader types; MCP asks whole words).
   */
  async rank(query: string, limit: number, { typing = true } = {}): Promise<Ranking> {
    const lastIsTyped = typing && !/\s$/.test(query);
    const words = queryWords(query);
    // One typed letter after other words is not a word yet: it would match nothing, or everything.
    if (lastIsTyped && words.length > 1 && [...(words.at(-1)?.typed ?? '')].length < 2) words.pop();
    const terms = new Set<string>();
    const none: Ranking = { pages: [], total: 0, terms, typedPrefix: null };
    if (words.length === 0) return none;
    const perWord: Map<number, number>[] = [];
    for (const [index, word] of words.entries()) {
      const typed = lastIsTyped && index === words.length - 1;
      const pages = await this.pagesOfWord(word, typed, terms);
      // A joined word ('retry-after', 'workerId') not indexed whole: its parts, each required.
      if (!pages && word.parts.length > 0) {
        for (const [partIndex, part] of word.parts.entries()) {
          const partPages = await this.pagesOfWord(
            { typed: part, term: part, parts: [] },
            typed && partIndex === word.parts.length - 1,
            terms,
          );
          if (!partPages) return none;
          perWord.push(partPages);
        }
        continue;
      }
      if (!pages) return none;
      perWord.push(pages);
    }
    perWord.sort((a, b) => a.size - b.size);
    const [fewest, ...others] = perWord;
    const ranked: RankedPage[] = [];
    for (const [page, score] of fewest ?? []) {
      let total = score;
      let everyWord = true;
      for (const other of others) {
        const more = other.get(page);
        if (more === undefined) {
          everyWord = false;
          break;
        }
        total += more;
      }
      if (everyWord) ranked.push({ page, score: total });
    }
    ranked.sort((a, b) => b.score - a.score || a.page - b.page);
    return { pages: ranked.slice(0, limit), total: ranked.length, terms, typedPrefix: lastIsTyped ? (words.at(-1)?.typed ?? null) : null };
  }

  /** A page's text, for its excerpt. */
  async pageText(page: number): Promise<StoredPageText> {
    const text = await this.file(pageTextPath(page), (bytes) => JSON.parse(new TextDecoder().decode(bytes)) as StoredPageText);
    if (!text) throw new WordIndexFormatError(`page ${page}'s text is missing`);
    return text;
  }
}
