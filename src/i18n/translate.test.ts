import { describe, expect, it } from 'vitest';
import { CATALOGUES, MESSAGE_KEYS, translatorFor } from './catalogues';
import { createTranslator, lookupMessage, MissingMessageError, resolveMessages, type Catalogues } from './translate';

const catalogues: Catalogues = {
  en: { 'nav.docs': 'Docs', 'search.count': '{count, plural, one {# result} other {# results}}', 'feedback.yes': 'Yes' },
  ar: {
    'nav.docs': 'التوثيق',
    'search.count': '{count, plural, zero {لا نتائج} one {نتيجة واحدة} two {نتيجتان} few {# نتائج} many {# نتيجة} other {# نتيجة}}',
  },
  'ar-EG': { 'feedback.yes': 'أيوه' },
  fr: { 'nav.docs': '' },
};

describe('lookup', () => {
  it('finds the message in the locale itself', () => {
    expect(createTranslator(catalogues, 'ar')('nav.docs')).toBe('التوثيق');
  });

  it('walks the fallback chain ar-EG → ar → en', () => {
    const t = createTranslator(catalogues, 'ar-EG');
    expect(t('feedback.yes')).toBe('أيوه');
    expect(t('nav.docs')).toBe('التوثيق');
    expect(lookupMessage(catalogues, 'ar-EG', 'nav.docs').locale).toBe('ar');
    expect(lookupMessage({ en: { 'nav.docs': 'Docs' } }, 'ar-EG', 'nav.docs')).toEqual({ text: 'Docs', locale: 'en' });
  });

  it('treats an empty message as no text and falls back', () => {
    expect(createTranslator(catalogues, 'fr')('nav.docs')).toBe('Docs');
  });

  it('formats ICU plurals with the rules of the locale the message came from', () => {
    expect(createTranslator(catalogues, 'en')('search.count', { count: 1 })).toBe('1 result');
    expect(createTranslator(catalogues, 'en')('search.count', { count: 3 })).toBe('3 results');
    const ar = createTranslator(catalogues, 'ar-EG');
    expect(ar('search.count', { count: 0 })).toBe('لا نتائج');
    expect(ar('search.count', { count: 2 })).toBe('نتيجتان');
    // Arabic plural 'few' with Latin digits (spec §9), although CLDR would write ٥ for ar-EG.
    expect(ar('search.count', { count: 5 })).toBe('5 نتائج');
  });

  it('formats rich text tags through the caller', () => {
    const t = translatorFor('en');
    const parts = t.rich('docs.lastUpdated', { date: '1 May 2026', time: (chunks) => `[${chunks.join('')}]` });
    expect([parts].flat().join('')).toBe('Last updated [1 May 2026]');
  });

  it('resolves the browser subset with fallbacks applied', () => {
    expect(resolveMessages(catalogues, 'ar-EG', ['feedback.yes', 'nav.docs'])).toEqual({ 'feedback.yes': 'أيوه', 'nav.docs': 'التوثيق' });
  });
});

describe("'Could not find string'", () => {
  it('throws when neither the locale nor any fallback has text', () => {
    const t = createTranslator({ en: {}, ar: {} }, 'ar-EG');
    expect(() => t('nav.docs')).toThrow(MissingMessageError);
    expect(() => t('nav.docs')).toThrow("Could not find string 'nav.docs' for locale 'ar-EG'");
  });

  it('throws for an empty en message too', () => {
    expect(() => createTranslator({ en: { 'nav.docs': ' ' } }, 'en')('nav.docs')).toThrow(/^Could not find string/);
  });
});

/** A value for every argument the catalogues use (a new one makes this test fail until added). */
const EVERY_ARGUMENT = { count: 2, year: '2026', title: 'X', label: 'Note', query: 'q', alt: 'a', status: '429', date: '1 May 2026' };

describe('the shipped catalogues', () => {
  it('give every key a text in every locale (directly or by fallback) that compiles', () => {
    for (const locale of Object.keys(CATALOGUES) as (keyof typeof CATALOGUES)[]) {
      const t = translatorFor(locale);
      for (const key of MESSAGE_KEYS) {
        expect(
          () => t.rich(key, { ...EVERY_ARGUMENT, time: (chunks) => chunks, feed: (chunks) => chunks }),
          `${locale} ${key}`,
        ).not.toThrow();
      }
    }
  });

  it('keep the spec §8 consent texts in en', () => {
    const t = translatorFor('en');
    expect(t('consent.title')).toBe('We care about your privacy');
    expect(t('consent.acceptAll')).toBe('Accept all');
    expect(t('consent.onlyEssential')).toBe('Only essential');
  });
});
