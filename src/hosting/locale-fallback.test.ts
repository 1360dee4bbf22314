import { describe, expect, it } from 'vitest';
import { englishDocuments, localeFallback } from './locale-fallback.mjs';

const locales = ['fr', 'ar'];

describe('a locale address without a page of its own', () => {
  it('leads to the English address, a navigation payload to nothing', () => {
    expect(localeFallback('/fr/docs/errors', locales)).toEqual({ locale: 'fr', english: '/docs/errors' });
    expect(localeFallback('/ar', locales)).toEqual({ locale: 'ar', english: '/' });
    expect(localeFallback('/ar/', locales)).toEqual({ locale: 'ar', english: '/' });
    expect(localeFallback('/fr/docs/errors/', locales)).toEqual({ locale: 'fr', english: '/docs/errors' });
    expect(localeFallback('/fr/docs/errors.md', locales)).toEqual({ locale: 'fr', english: '/docs/errors.md' });
    expect(localeFallback('/fr/docs/errors.txt', locales)).toEqual({ locale: 'fr', english: null });
    expect(localeFallback('/fr/docs/errors/__next._tree.txt', locales)).toEqual({ locale: 'fr', english: null });
    expect(localeFallback('/fr/docs/__next.x', locales)).toEqual({ locale: 'fr', english: null });
  });

  it('is not a locale address outside a prefix', () => {
    for (const path of ['/docs/errors', '/', '/de/docs', '/fry/docs', '/en/docs']) expect(localeFallback(path, locales), path).toBeNull();
  });

  it('finds the English documents of an export', () => {
    const files = [
      'index.html',
      'docs.html',
      'docs/errors.html',
      'docs/errors.md',
      'fr.html',
      'fr/docs/versioning.html',
      '404.html',
      'frx/a.html',
    ];
    expect([...englishDocuments(files, locales)].sort()).toEqual(['/', '/404', '/docs', '/docs/errors', '/docs/errors.md', '/frx/a']);
  });
});
