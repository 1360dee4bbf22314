import { describe, expect, it } from 'vitest';
import { termOf } from './search-words';
import { isSynonymRules, substitutions, SynonymsError, synonymRules } from './synonyms';

describe('the synonyms file', () => {
  it('reads groups that find each other and one-way entries, as the terms of their words', () => {
    const rules = synonymRules(
      { equivalent: [['plugin', 'extension']], 'one-way': [{ from: ['ratelimit', 429], to: ['Rate limits'] }] },
      'synonyms.yml',
    );
    expect(rules).toEqual([
      { from: [['plugin'], [termOf('extension')]], to: [['plugin'], [termOf('extension')]] },
      { from: [['ratelimit'], ['429']], to: [[termOf('rate'), termOf('limits')]] },
    ]);
    expect(synonymRules(null, 'synonyms.yml')).toEqual([]);
  });

  it('refuses what is not a synonyms file, naming the file and the entry', () => {
    const bad = (parsed: unknown) => () => synonymRules(parsed, 'content/search/synonyms.yml');
    expect(bad(['plugin'])).toThrow(SynonymsError);
    expect(bad({ synonyms: [] })).toThrow(/content\/search\/synonyms.yml: unknown key `synonyms`/);
    expect(bad({ equivalent: [['plugin']] })).toThrow(/equivalent #1: a group needs two phrases/);
    expect(bad({ equivalent: [['plugin', {}]] })).toThrow(/equivalent #1: \{\} is not a phrase/);
    expect(bad({ 'one-way': [{ from: ['a b c d e'], to: ['x'] }] })).toThrow(
      /one-way #1 from: "a b c d e" is not a phrase of 1 to 4 words/,
    );
    expect(bad({ 'one-way': [{ from: ['x'] }] })).toThrow(/one-way #1 to: expected a list of phrases/);
  });

  it('trusts only well-formed rules from an index entry', () => {
    expect(isSynonymRules([{ from: [['a']], to: [['b', 'c']] }])).toBe(true);
    expect(isSynonymRules([{ from: [['a']], to: 'b' }])).toBe(false);
    expect(isSynonymRules('x')).toBe(false);
  });
});

describe('a query with synonyms', () => {
  const rules = synonymRules(
    {
      equivalent: [['webhook endpoint', 'callback url']],
      'one-way': [{ from: ['ratelimit'], to: ['rate limit'] }],
    },
    'synonyms.yml',
  );
  const terms = (query: string) => query.split(' ').map(termOf);

  it('finds each phrase at its place among the query words, with what stands in for it', () => {
    expect(substitutions(terms('set a callback url'), rules)).toEqual([{ start: 2, end: 4, alternatives: [['webhook', 'endpoint']] }]);
    expect(substitutions(terms('ratelimit headers'), rules)).toEqual([{ start: 0, end: 1, alternatives: [[termOf('rate'), 'limit']] }]);
  });

  it('goes one way only for a one-way entry, and needs the whole phrase in a row', () => {
    expect(substitutions(terms('rate limit'), rules)).toEqual([]);
    expect(substitutions(terms('callback for url'), rules)).toEqual([]);
  });
});
