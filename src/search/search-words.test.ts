import { stemmer } from 'stemmer';
import { describe, expect, it, vi } from 'vitest';
import { indexTerms, MAX_KEPT_STEMS, queryWords, termOf, writtenWords } from './search-words';

// The real stemmer, watched: how often it runs shows which stems are kept.
vi.mock('stemmer', async (importOriginal) => {
  const original = await importOriginal<typeof import('stemmer')>();
  return { stemmer: vi.fn(original.stemmer) };
});

describe('the words search indexes', () => {
  it('lower-cases and stems words of letters, so a plural finds its singular', () => {
    expect(termOf('Tokens')).toBe(termOf('token'));
    expect(termOf('Validating')).toBe(termOf('validate'));
    expect(termOf('429')).toBe('429');
    expect(termOf('id')).toBe('id');
  });

  it("keeps a name's joiners and indexes its parts too", () => {
    expect(indexTerms('Send retry-after and next_cursor')).toEqual(['send', 'retry-after', termOf('retry'), 'after', 'and', 'next_cursor', 'next', termOf('cursor')]);
    expect(indexTerms('workerId')).toEqual(['workerid', termOf('worker'), 'id']);
    expect(indexTerms('HTTPServer v1.2')).toEqual(['httpserver', 'http', termOf('server'), 'v1.2', 'v1', '2']);
  });

  it('places each written word in its text', () => {
    const text = 'Call the <webhooks> API.';
    expect(writtenWords(text).map(({ start, end }) => text.slice(start, end))).toEqual(['Call', 'the', 'webhooks', 'API']);
  });

  it('reads a query the same way: a term to look up, the typed start, and the parts of a joined word', () => {
    expect(queryWords('Webhook signatures')).toEqual([
      { typed: 'webhook', term: termOf('webhook'), parts: [] },
      { typed: 'signatures', term: termOf('signature'), parts: [] },
    ]);
    expect(queryWords('retry-after')).toEqual([{ typed: 'retry-after', term: 'retry-after', parts: [termOf('retry'), 'after'] }]);
    expect(queryWords('  <script> ')).toEqual([{ typed: 'script', term: 'script', parts: [] }]);
    expect(queryWords('?!')).toEqual([]);
  });
});

describe('the stems kept', () => {
  /** A distinct word of letters for each number ('xaaaa', 'xaaab', …). */
  const filler = (index: number) => `x${index.toString(26).padStart(4, '0').replace(/./g, (digit) => String.fromCharCode(97 + parseInt(digit, 26)))}`;

  it('stems a word once, and again only once it is the one used longest ago past the bound', () => {
    termOf('remembering');
    termOf('forgetting');
    termOf('remembering');
    // With 'remembering' used again, 'forgetting' is the oldest of MAX_KEPT_STEMS + 1 words.
    for (let index = 0; index < MAX_KEPT_STEMS - 1; index++) termOf(filler(index));
    const stemmed = vi.mocked(stemmer).mock.calls.length;
    termOf('remembering');
    expect(vi.mocked(stemmer).mock.calls.length).toBe(stemmed);
    termOf('forgetting');
    expect(vi.mocked(stemmer).mock.calls.length).toBe(stemmed + 1);
  });
});
