// The search index's files (pure): how a shard of the word list and a term's page list are written
// as bytes, and read back. A page list is columns: the gaps between page numbers, then one weight
// byte per page, so that brotli finds the runs (most gaps are small, weights repeat).
//
// The index holds no word positions: a query needs which pages have a word and how much it counts
// there, and the excerpt is found in the page's text, fetched for the few pages shown. Pagefind keeps
// every position of every word, which made one common word ~120 KB at 10 000 pages (docs/search.md).

import type { SynonymRule } from './synonyms';

/** Bumped when the bytes change meaning: an index of another format is refused, not misread. */
export const WORD_INDEX_FORMAT = 2;

/** One term's pages, ascending, each with its weight (1–255, relative to the term's best page). */
export type Postings = { pages: number[]; weights: number[] };

export type ShardTerm = {
  term: string;
  /** How the term is written, most often first ('signature', 'signatures' for 'signatur'): what a typo is measured against. */
  written: string[];
  /** The score the weight 255 stands for. */
  maxScore: number;
  /** How many pages have the term. */
  pageCount: number;
  /** 0: `postings` are all its pages. n > 0: all are in page list file n; `postings` are its best pages. */
  listFile: number;
  postings: Postings;
};

class Writer {
  private bytes: number[] = [];
  varint(value: number) {
    let rest = value;
    while (rest >= 0x80) {
      this.bytes.push((rest & 0x7f) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.bytes.push(rest);
  }
  byte(value: number) {
    this.bytes.push(value & 0xff);
  }
  float(value: number) {
    const view = new DataView(new ArrayBuffer(4));
    view.setFloat32(0, value, true);
    for (let i = 0; i < 4; i++) this.byte(view.getUint8(i));
  }
  text(value: string) {
    const encoded = new TextEncoder().encode(value);
    this.varint(encoded.length);
    for (const byte of encoded) this.bytes.push(byte);
  }
  postings({ pages, weights }: Postings) {
    this.varint(pages.length);
    let previous = -1;
    for (const page of pages) {
      this.varint(page - previous - 1);
      previous = page;
    }
    for (const weight of weights) this.byte(weight);
  }
  done(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

export class WordIndexFormatError extends Error {
  constructor(what: string) {
    super(`The search index is damaged or of another format (${what}): rebuild it with npm run build.`);
    this.name = 'WordIndexFormatError';
  }
}

class Reader {
  private offset = 0;
  private view: DataView;
  constructor(private bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  get done() {
    return this.offset >= this.bytes.length;
  }
  byte(): number {
    if (this.offset >= this.bytes.length) throw new WordIndexFormatError('ends early');
    return this.bytes[this.offset++] as number;
  }
  varint(): number {
    let value = 0;
    let scale = 1;
    for (let shift = 0; shift < 7; shift++) {
      const byte = this.byte();
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
    throw new WordIndexFormatError('a number is too long');
  }
  float(): number {
    if (this.offset + 4 > this.bytes.length) throw new WordIndexFormatError('ends early');
    const value = this.view.getFloat32(this.offset, true);
    this.offset += 4;
    return value;
  }
  text(): string {
    const length = this.varint();
    if (this.offset + length > this.bytes.length) throw new WordIndexFormatError('ends early');
    const value = new TextDecoder().decode(this.bytes.subarray(this.offset, this.offset + length));
    this.offset += length;
    return value;
  }
  postings(): Postings {
    const count = this.varint();
    if (count > this.bytes.length) throw new WordIndexFormatError('a page list is longer than its file');
    const pages: number[] = [];
    let previous = -1;
    for (let i = 0; i < count; i++) {
      previous += this.varint() + 1;
      pages.push(previous);
    }
    const weights: number[] = [];
    for (let i = 0; i < count; i++) weights.push(this.byte());
    return { pages, weights };
  }
}

/** How many of a term's spellings the index keeps, the commonest first. */
export const MAX_SPELLINGS = 3;

/** How many UTF-16 units two words start with alike. */
function sharedStart(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
}

/** A shard: the terms that start with the same two characters, with their pages or best pages. */
export function encodeShard(terms: readonly ShardTerm[]): Uint8Array {
  const writer = new Writer();
  writer.byte(WORD_INDEX_FORMAT);
  writer.varint(terms.length);
  for (const term of terms) {
    writer.text(term.term);
    // Each as the length it shares with the term and the rest: most words are written as their term, or it and an ending.
    writer.varint(term.written.length);
    for (const written of term.written) {
      const shared = sharedStart(term.term, written);
      writer.varint(shared);
      writer.text(written.slice(shared));
    }
    writer.float(term.maxScore);
    writer.varint(term.pageCount);
    writer.varint(term.listFile);
    writer.postings(term.postings);
  }
  return writer.done();
}

export function decodeShard(bytes: Uint8Array): ShardTerm[] {
  const reader = new Reader(bytes);
  if (reader.byte() !== WORD_INDEX_FORMAT) throw new WordIndexFormatError('shard format');
  const count = reader.varint();
  const terms: ShardTerm[] = [];
  for (let i = 0; i < count; i++) {
    const term = reader.text();
    const written: string[] = [];
    const spellings = reader.varint();
    if (spellings > MAX_SPELLINGS) throw new WordIndexFormatError('a term has too many spellings');
    for (let spelling = 0; spelling < spellings; spelling++) {
      const shared = reader.varint();
      if (shared > term.length) throw new WordIndexFormatError('a written form is longer than it says');
      written.push(term.slice(0, shared) + reader.text());
    }
    terms.push({
      term,
      written,
      maxScore: reader.float(),
      pageCount: reader.varint(),
      listFile: reader.varint(),
      postings: reader.postings(),
    });
  }
  if (!reader.done) throw new WordIndexFormatError('bytes after the last term');
  return terms;
}

/** A common term's whole page list, in a file of its own. */
export function encodePostings(postings: Postings): Uint8Array {
  const writer = new Writer();
  writer.byte(WORD_INDEX_FORMAT);
  writer.postings(postings);
  return writer.done();
}

export function decodePostings(bytes: Uint8Array): Postings {
  const reader = new Reader(bytes);
  if (reader.byte() !== WORD_INDEX_FORMAT) throw new WordIndexFormatError('page list format');
  const postings = reader.postings();
  if (!reader.done) throw new WordIndexFormatError('bytes after the page list');
  return postings;
}

/** The shard a term is in: its first two characters ('token' → 'to', 'a' → 'a'). */
export function shardKeyOf(term: string): string {
  return [...term].slice(0, 2).join('');
}

/** A shard key as a file name: its UTF-8 bytes in hex, so any script names a plain file. */
export function shardFileName(key: string): string {
  return [...new TextEncoder().encode(key)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What the index's entry file (`search.json`) says: its format, its files' folder, its pages and shards, and the readers' words (synonyms.ts). */
export type WordIndexEntry = { format: number; version: string; pages: number; shards: string[]; synonyms: SynonymRule[] };

/** A page's text as its excerpt is made from: [anchor, heading, prose, code (when it has any)] per section. */
export type StoredPageText = {
  url: string;
  title: string;
  section: string;
  sections: ([string | null, string, string] | [string | null, string, string, string])[];
};

export const shardPath = (key: string) => `s/${shardFileName(key)}.bin`;
export const listPath = (key: string, file: number) => `t/${shardFileName(key)}-${file}.bin`;
export const pageTextPath = (page: number) => `p/${page}.json`;
