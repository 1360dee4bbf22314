// Pages that moved keep their old addresses (pure): content/redirects.yml, checked by the build, answered with 308 by
// the thin host from the `_redirects` the build writes for every host (docs/content.md#move-a-page).

/** The list of moves, kept with the content. */
export const REDIRECTS_FILE = 'content/redirects.yml';

/** @typedef {{ from: string, to: string }} Redirect */

/** `/docs/a/` → `/docs/a`; the root stays `/`. @param {string} path */
const withoutSlash = (path) => path.replace(/(.)\/+$/, '$1');

/**
 * The moves as written: a list of `{ from, to }` paths, each starting with `/`, without query or
 * fragment; trailing slashes dropped. Throws naming the file and the entry.
 * @param {unknown} entries the parsed file
 * @param {string} [file]
 * @returns {Redirect[]}
 */
export function readRedirects(entries, file = REDIRECTS_FILE) {
  if (entries === null || entries === undefined) return [];
  if (!Array.isArray(entries)) throw new Error(`${file}: is a list of { from, to } entries`);
  const path = (/** @type {unknown} */ value) => typeof value === 'string' && /^\/[^\s?#]*$/.test(value);
  return entries.map((entry, index) => {
    const { from, to } = /** @type {Record<string, unknown>} */ (entry ?? {});
    if (!path(from) || !path(to)) {
      throw new Error(`${file}: entry ${index + 1} needs a 'from' and a 'to' path, each starting with '/' (${JSON.stringify(entry)})`);
    }
    return { from: withoutSlash(/** @type {string} */ (from)), to: withoutSlash(/** @type {string} */ (to)) };
  });
}

/**
 * The moves, checked against the pages the site has: each former path names no current page, each
 * target is one, and none is listed twice. Throws naming the file and the entry.
 * @param {unknown} entries the parsed file
 * @param {Iterable<string>} pages the site's current page paths
 * @param {string} [file]
 * @returns {Redirect[]}
 */
export function checkedRedirects(entries, pages, file = REDIRECTS_FILE) {
  const redirects = readRedirects(entries, file);
  const current = new Set(pages);
  const froms = new Set();
  for (const { from, to } of redirects) {
    if (froms.has(from)) throw new Error(`${file}: ${from} is listed twice`);
    froms.add(from);
    if (current.has(from)) throw new Error(`${file}: ${from} is a current page: a former path cannot also be a page`);
    if (!current.has(to)) throw new Error(`${file}: ${from} moves to ${to}, which is no page of the site`);
  }
  // A target is a current page and no former path is one, so no move leads to another: no chains, no loops.
  return redirects;
}

/**
 * Every address a move answers and where it goes: the page, each locale's address, and their `.md`
 * copies, as a static host is told them. A locale keeps its prefix where it has the page it moved to
 * (`hasPage`); elsewhere the move leads to the English page at once.
 * @param {readonly Redirect[]} redirects @param {readonly string[]} locales
 * @param {(locale: string, path: string) => boolean} hasPage
 * @returns {Redirect[]}
 */
export function redirectAddresses(redirects, locales, hasPage) {
  return redirects.flatMap(({ from, to }) => [
    { from, to },
    { from: `${from}.md`, to: `${to}.md` },
    ...locales.flatMap((locale) => [
      { from: `/${locale}${from}`, to: hasPage(locale, to) ? `/${locale}${to}` : to },
      { from: `/${locale}${from}.md`, to: `${to}.md` },
    ]),
  ]);
}

/**
 * Netlify's and Cloudflare Pages' `_redirects`: one `from to 308` per move, then for each locale the rule that
 * sends an address it has no page at to the English one (Netlify applies a rule only where no file exists;
 * docs/deployment.md says what Cloudflare Pages does instead).
 * @param {readonly Redirect[]} addresses @param {readonly string[]} locales
 */
export const redirectsFile = (addresses, locales) =>
  [...addresses.map(({ from, to }) => `${from} ${to} 308`), ...locales.map((locale) => `/${locale}/* /:splat 302`)].join('\n') + '\n';

/**
 * The moves (308s) of an export's `_redirects`, for a server that serves the export (the thin host, nginx); the
 * locales' 302 rules they apply their own way (src/hosting/locale-fallback.mjs).
 * @param {string} text @returns {Redirect[]}
 */
export function parseRedirectsFile(text) {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.endsWith(' 302'))
    .map((line) => {
      const [from = '', to = ''] = line.split(/\s+/);
      if (!from.startsWith('/') || !to.startsWith('/')) throw new Error(`_redirects: not a move: '${line}'`);
      return { from, to };
    });
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The page left at a former address for hosts that read no redirect rules: it sends the reader on at
 * once, names the new address as canonical (so search engines move the page's standing), and links it.
 * @param {string} to the current path @param {string} origin the site's origin
 */
export function redirectPage(to, origin) {
  const url = escapeHtml(new URL(to, origin).href);
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<meta charset="utf-8">',
    '<title>This page moved</title>',
    `<meta http-equiv="refresh" content="0; url=${url}">`,
    `<link rel="canonical" href="${url}">`,
    '<meta name="robots" content="noindex">',
    `<p>This page moved to <a href="${url}">${url}</a>.</p>`,
    '</html>',
    '',
  ].join('\n');
}
