import { describe, expect, it } from 'vitest';
import { catalogueReport } from './catalogue-report.build';
import { fallbackChain, hasLocalePage, isLocale, localeDirection, localizedPath, splitLocalePath } from './locales';

describe('locales', () => {
  const translations = { fr: ['/docs/versioning', '/docs'] };
  it('a locale keeps its prefix where it has the page, and links to the English address where it has not', () => {
    const fr = (path: string) => localizedPath('fr', path, translations);
    expect(localizedPath('en', '/docs/errors', translations)).toBe('/docs/errors');
    expect(fr('/docs/versioning')).toBe('/fr/docs/versioning');
    expect(fr('/docs/versioning#sunset')).toBe('/fr/docs/versioning#sunset');
    expect(fr('/docs')).toBe('/fr/docs');
    expect(fr('/docs/errors')).toBe('/docs/errors');
    expect(localizedPath('de', '/docs/versioning', translations)).toBe('/docs/versioning');
    // Every locale has its home and changelog.
    expect(localizedPath('ar', '/', {})).toBe('/ar');
    expect(localizedPath('ar', '/?q=x', {})).toBe('/ar?q=x');
    expect(localizedPath('ar', '/changelog', {})).toBe('/ar/changelog');
    // Files, other sites, fragments and pages only English has keep their address.
    expect(fr('/docs/versioning.md')).toBe('/docs/versioning.md');
    expect(fr('https://example.com/x')).toBe('https://example.com/x');
    expect(fr('#section')).toBe('#section');
    expect(fr('/design-kit')).toBe('/design-kit');
    expect(fr('/changelog/feed.xml')).toBe('/changelog/feed.xml');
    expect(hasLocalePage('fr', '/docs/errors', translations)).toBe(false);
    expect(hasLocalePage('en', '/docs/errors', translations)).toBe(true);
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
