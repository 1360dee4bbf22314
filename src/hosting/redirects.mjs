// Pages that moved keep their old addresses (pure): the moves of content/redirects.yml (src/docs/links/content-index.build.ts
// reads and checks them) as every host is told them: `_redirects`, read back by the thin host, and a page at each
// former address for hosts that read no rules (docs/content.md#move-a-page).

/** @typedef {{ from: string, to: string }} Redirect */

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
