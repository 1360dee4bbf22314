import { describe, expect, it } from 'vitest';
import { indexTerms, queryWords, termOf, writtenWords } from './search-words';

describe('the words search indexes', () => {
  it('lower-cases and stems words of letters, so a plural finds its singular', () => {
    expect(termOf('Tokens')).toBe(termOf('token'));
    expect(termOf('Validating')).toBe(termOf('validate'));
    expect(termOf('429')).toBe('429');
    expect(termOf('id')).toBe('id');
  });

  it("keeps a name's joiners and indexes its parts too", () => {
    expect(indexTerms('Send retry-after and next_cursor')).toEqual([
      'send',
      'retry-after',
      termOf('retry'),
      'after',
      'and',
      'next_cursor',
      'next',
      termOf('cursor'),
    ]);
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
