import { describe, expect, it } from 'vitest';
import { ERROR_PAGE_KEYS, errorPageMessages } from './error-page-messages.build';
import { LOCALES } from './locales';

describe('errorPageMessages', () => {
  it('has every error key in every locale, and nothing else', () => {
    const messages = errorPageMessages();
    expect(Object.keys(messages).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect(Object.keys(messages[locale]).sort()).toEqual([...ERROR_PAGE_KEYS].sort());
    expect(ERROR_PAGE_KEYS).toContain('error.retry');
    expect(ERROR_PAGE_KEYS.every((key) => key.startsWith('error.'))).toBe(true);
  });

  it('is translated, not English everywhere', () => {
    const messages = errorPageMessages();
    expect(messages.en['error.retry']).toBe('Try again');
    expect(messages.fr['error.retry']).not.toBe(messages.en['error.retry']);
  });
});
