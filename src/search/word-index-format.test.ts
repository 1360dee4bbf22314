import { describe, expect, it } from 'vitest';
import {
  decodePostings,
  decodeShard,
  encodePostings,
  encodeShard,
  shardFileName,
  shardKeyOf,
  type ShardTerm,
  WordIndexFormatError,
} from './word-index-format';

const terms: ShardTerm[] = [
  {
    term: 'token',
    written: ['tokens', 'token'],
    maxScore: 2.5,
    pageCount: 3,
    listFile: 0,
    postings: { pages: [0, 7, 300], weights: [255, 1, 128] },
  },
  { term: 'tool', written: ['tool'], maxScore: 0.75, pageCount: 90_000, listFile: 2, postings: { pages: [5], weights: [255] } },
  {
    term: 'verifi',
    written: ['verify', 'verified', 'verifies'],
    maxScore: 0.5,
    pageCount: 2,
    listFile: 0,
    postings: { pages: [1, 2], weights: [1, 2] },
  },
  { term: 'tō', written: [], maxScore: 1, pageCount: 1, listFile: 0, postings: { pages: [123_456_789], weights: [9] } },
];

describe('the search index files', () => {
  it('reads a shard back as written', () => {
    expect(decodeShard(encodeShard(terms))).toEqual(terms);
  });

  it('reads a page list back as written', () => {
    const postings = { pages: [0, 1, 2, 1000, 70_000], weights: [1, 2, 3, 4, 255] };
    expect(decodePostings(encodePostings(postings))).toEqual(postings);
  });

  it('refuses damaged or foreign bytes with a clear error, never a wrong answer', () => {
    const shard = encodeShard(terms);
    expect(() => decodeShard(shard.subarray(0, shard.length - 3))).toThrow(WordIndexFormatError);
    expect(() => decodeShard(Uint8Array.of(...shard, 0))).toThrow(/bytes after the last term/);
    expect(() => decodeShard(Uint8Array.of(99, ...shard.subarray(1)))).toThrow(/another format/);
    // 'token' says it is written 9 ways, or that its first spelling shares 200 letters with it.
    expect(() => decodeShard(Uint8Array.of(...shard.subarray(0, 8), 9, ...shard.subarray(9)))).toThrow(/too many spellings/);
    expect(() => decodeShard(Uint8Array.of(...shard.subarray(0, 9), 200, ...shard.subarray(10)))).toThrow(/longer than it says/);
    expect(() => decodePostings(Uint8Array.of(1, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff))).toThrow(WordIndexFormatError);
    expect(() => decodePostings(new Uint8Array())).toThrow(/ends early/);
  });

  it('puts terms that start alike in one shard, named by plain file names', () => {
    expect(shardKeyOf('token')).toBe('to');
    expect(shardKeyOf('a')).toBe('a');
    expect(shardKeyOf('日本語')).toBe('日本');
    expect(shardFileName('to')).toBe('746f');
    expect(shardFileName('../')).toMatch(/^[0-9a-f]+$/);
  });
});
