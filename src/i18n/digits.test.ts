import { describe, expect, it } from 'vitest';
import { formatDay, formatNumber, intlLocale, LATIN_DIGIT_LOCALES, usesLatinDigits } from './digits';

const NON_LATIN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/; // Arabic-Indic and Extended Arabic-Indic (Persian, Urdu)
const LATIN_DIGITS = /[0-9]/;

// Regional variants whose CLDR default is not Latin: the list covers them through the fallback chain.
const REGIONAL = ['ar-EG', 'ar-SA', 'ar-IQ', 'ar-LB', 'fa-AF', 'ur-IN'];

describe('Latin digits (spec §9)', () => {
  it('lists Arabic, Persian, Hebrew, Urdu and Uyghur', () => {
    expect([...LATIN_DIGIT_LOCALES].sort()).toEqual(['ar', 'fa', 'he', 'ug', 'ur']);
  });

  for (const locale of [...LATIN_DIGIT_LOCALES, ...REGIONAL]) {
    it(`${locale}: numbers and dates use 0-9`, () => {
      expect(usesLatinDigits(locale)).toBe(true);
      const number = formatNumber(locale, 1234567.89);
      const day = formatDay(locale, '2026-11-22');
      expect(number).toMatch(LATIN_DIGITS);
      expect(number).not.toMatch(NON_LATIN_DIGITS);
      expect(day).toMatch(LATIN_DIGITS);
      expect(day).not.toMatch(NON_LATIN_DIGITS);
      expect(new Intl.NumberFormat(intlLocale(locale)).format(42)).toBe('42');
    });
  }

  it('would otherwise get Arabic-Indic digits (so the tests above can fail)', () => {
    expect(new Intl.NumberFormat('ar-EG').format(42)).toMatch(NON_LATIN_DIGITS);
    expect(new Intl.NumberFormat('fa').format(42)).toMatch(NON_LATIN_DIGITS);
  });

  it('leaves other locales alone', () => {
    expect(usesLatinDigits('ps')).toBe(false);
    expect(usesLatinDigits('en')).toBe(false);
    expect(intlLocale('ja')).toBe('ja');
    expect(formatNumber('de', 1234.5)).toBe('1.234,5');
  });

  it('writes en days the British way, as the site does', () => {
    expect(formatDay('en', '2026-11-03')).toBe('3 November 2026');
  });

  it('keeps a malformed day as written instead of throwing', () => {
    expect(formatDay('en', 'not-a-day')).toBe('not-a-day');
  });
});
