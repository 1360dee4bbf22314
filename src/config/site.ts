// Site-wide facts the shell renders: name, canonical origin, and the primary navigation.
import en from '@/i18n/messages/en.json';
import type { MessageKey } from '@/i18n/translate';

export const SITE_NAME = 'Tessera Developers';
/** In English, for feeds and llms.txt; pages use the catalogue's text in their locale. */
export const SITE_DESCRIPTION = en['site.description'];

/** Canonical origin from NEXT_PUBLIC_SITE_URL; a local default keeps builds working without it. */
export function siteUrl(): URL {
  const configured = process.env.NEXT_PUBLIC_SITE_URL;
  try {
    if (configured) return new URL(configured);
  } catch {
    throw new Error(`NEXT_PUBLIC_SITE_URL is not a valid URL: '${configured}'`);
  }
  return new URL(`http://localhost:${process.env.PORT ?? 3000}`);
}

/** Locale-free paths; the header prefixes them with the page's locale. */
export const PRIMARY_NAV: readonly { href: string; label: MessageKey }[] = [
  { href: '/docs', label: 'nav.guides' },
  { href: '/docs/reference', label: 'nav.apiReference' },
  { href: '/changelog', label: 'nav.changelog' },
];
