// One address per text (pure): under a locale prefix a host finds that locale's own pages; for any other
// address it sends the reader to the English page with a 302 (a translation may come later), or answers the
// locale's 404 where no English page exists (docs/i18n.md#one-address-per-text).

/** Next's navigation payloads: a locale has none for pages it lacks, and a redirect would hand the router an English one. */
const PAYLOAD = /(\.txt|\/__next\.[^/]*)$/;

/**
 * Where a missing address under a locale prefix leads: `{ locale, english }` (`/fr/docs/errors/` → `fr`,
 * `/docs/errors`, without a trailing slash), `english` null for a navigation payload; null outside a locale prefix.
 * @param {string} pathname @param {readonly string[]} locales the prefixed locales
 * @returns {{ locale: string, english: string | null } | null}
 */
export function localeFallback(pathname, locales) {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  if (!match?.[1] || !locales.includes(match[1])) return null;
  const rest = (match[2] ?? '/').replace(/(.)\/+$/, '$1');
  return { locale: match[1], english: PAYLOAD.test(rest) ? null : rest };
}

/**
 * The URL paths of the English documents an export holds (`docs/errors.html` → `/docs/errors`, `.md` copies as
 * they are), from its files relative to the export's folder, `/`-separated.
 * @param {Iterable<string>} files @param {readonly string[]} locales
 * @returns {Set<string>}
 */
export function englishDocuments(files, locales) {
  const documents = new Set();
  for (const file of files) {
    if (locales.includes(file.split('/')[0]?.replace(/\.html$/, '') ?? '')) continue;
    if (file.endsWith('.md')) documents.add(`/${file}`);
    else if (file.endsWith('.html')) documents.add(file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`);
  }
  return documents;
}
