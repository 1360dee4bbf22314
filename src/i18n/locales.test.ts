import { describe, expect, it } from 'vitest';
import { catalogueReport } from './catalogue-report.build';
import { fallbackChain, isLocale, localeDirection, localizedPath, splitLocalePath } from './locales';

describe('locales', () => {
  it('default en without a prefix, the others prefixed', () => {
    expect(localizedPath('en', '/docs/errors')).toBe('/docs/errors');
    expect(localizedPath('fr', '/docs/errors')).toBe('/fr/docs/errors');
    expect(localizedPath('ar', '/')).toBe('/ar');
    expect(localizedPath('ar', 'https://example.com/x')).toBe('https://example.com/x');
    expect(localizedPath('ar', '#section')).toBe('#section');
    expect(localizedPath('fr', '/docs/errors#codes')).toBe('/fr/docs/errors#codes');
    expect(localizedPath('fr', '/docs/errors.md')).toBe('/docs/errors.md');
    expect(localizedPath('fr', '/design-kit')).toBe('/design-kit');
    expect(localizedPath('fr', '/changelog/feed.xml')).toBe('/changelog/feed.xml');
  });

  it('splits a pathname into locale and path', () => {
    expect(splitLocalePath('/fr/docs/errors')).toEqual({ locale: 'fr', path: '/docs/errors' });
    expect(splitLocalePath('/zh-Hans')).toEqual({ locale: 'zh-Hans', path: '/' });
    expect(splitLocalePath('/docs')).toEqual({ locale: 'en', path: '/docs' });
    expect(splitLocalePath('/en/docs')).toEqual({ locale: 'en', path: '/en/docs' });
    expect(splitLocalePath('')).toEqual({ locale: 'en', path: '/' });
  });

  it('fallback chains end at en', () => {
    expect(fallbackChain('ar-EG')).toEqual(['ar-EG', 'ar', 'en']);
    expect(fallbackChain('zh-Hans-CN')).toEqual(['zh-Hans-CN', 'zh-Hans', 'zh', 'en']);
    expect(fallbackChain('en')).toEqual(['en']);
  });

  it('directions', () => {
    expect(['ar', 'he', 'fa', 'ar-EG', 'ur'].map(localeDirection)).toEqual(['rtl', 'rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'ja', 'zh-Hans', 'de'].map(localeDirection)).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
  });

  it('recognises only shipped locales', () => {
    expect(isLocale('fr')).toBe(true);
    expect(isLocale('xx')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('catalogue report', () => {
  it('lists keys missing per locale and fails keys missing in en', () => {
    const report = catalogueReport(
      {
        en: { 'nav.docs': 'Docs', 'nav.guides': 'Guides' },
        fr: { 'nav.docs': 'Documentation', 'feedback.yes': 'Oui' },
        de: { 'nav.docs': 'Doku', 'nav.guides': '' },
      },
      'en',
    );
    expect(report.missing).toEqual({ fr: ['nav.guides'], de: ['nav.guides'] });
    expect(report.missingInDefault).toEqual(['feedback.yes']);
  });
});
