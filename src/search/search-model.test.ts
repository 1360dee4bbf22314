import { describe, expect, it } from 'vitest';
import { opensSearch, queryFromSearch, searchWithQuery } from './search-model';

describe('query in the URL', () => {
  it('reads a shared query, bounded and trimmed', () => {
    expect(queryFromSearch('?q=%20rate%20limits%20')).toBe('rate limits');
    expect(queryFromSearch('?q=')).toBeNull();
    expect(queryFromSearch('')).toBeNull();
    expect(queryFromSearch(`?q=${'a'.repeat(500)}`)?.length).toBe(200);
  });

  it('writes the query next to other parameters, and removes it when empty', () => {
    expect(searchWithQuery('?lang=ts', 'webhooks')).toBe('?lang=ts&q=webhooks');
    expect(searchWithQuery('?q=old', '')).toBe('');
    expect(searchWithQuery('', '<script>')).toBe('?q=%3Cscript%3E');
  });
});

describe('opensSearch', () => {
  const press = (key: string, extra: Partial<Parameters<typeof opensSearch>[0]> = {}) =>
    opensSearch({ key, metaKey: false, ctrlKey: false, altKey: false, typing: false, ...extra });
  it('opens on ⌘K, Ctrl+K and / outside fields', () => {
    expect(press('k', { metaKey: true })).toBe(true);
    expect(press('K', { ctrlKey: true })).toBe(true);
    expect(press('/')).toBe(true);
  });
  it('does not steal / while typing, nor plain k', () => {
    expect(press('/', { typing: true })).toBe(false);
    expect(press('k')).toBe(false);
    expect(press('k', { ctrlKey: true, altKey: true })).toBe(false);
  });
});
