// Which docs pages each locale has translated, from the files under content/translations/<locale>/
// (which mirrors content/docs/). Plain JavaScript: next.config reads it and passes the list to the code.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { getSlugs } from 'fumadocs-core/source';

/**
 * The docs URL of a translation's file, relative to its locale's folder (fumadocs' slugs, as the page's):
 * `webhooks/index.mdx` → `/docs/webhooks`.
 * @param {string} file
 */
export const translationUrl = (file) => ['/docs', ...getSlugs(file.split(path.sep).join('/'))].join('/');

/**
 * `{ fr: ['/docs/versioning'] }` for the translations in `dir`, one folder per locale (src/i18n/site-translations.ts
 * checks the names). A translation of the API reference fails the build: it is generated from the OpenAPI document, in English.
 * @param {string} dir @returns {Record<string, string[]>}
 */
export function translatedPages(dir) {
  /** @type {Record<string, string[]>} */
  const pages = {};
  const folders = existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory()) : [];
  for (const { name: locale } of folders) {
    const files = readdirSync(path.join(dir, locale), { recursive: true, encoding: 'utf8' }).filter((file) => /\.mdx?$/.test(file));
    const urls = files.map(translationUrl).sort();
    const reference = urls.find((url) => url === '/docs/reference' || url.startsWith('/docs/reference/'));
    if (reference) throw new Error(`${dir}/${locale}: ${reference} is the API reference, which is not translated`);
    if (urls.length > 0) pages[locale] = urls;
  }
  return pages;
}
