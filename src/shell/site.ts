// Site-wide facts the shell renders: name, canonical origin, and the primary navigation.

export const SITE_NAME = 'Tessera Developers';
export const SITE_DESCRIPTION =
  'Build on Tessera: guides and references for the REST API, plugins, webhooks and embeds.';

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

export const PRIMARY_NAV = [
  { href: '/docs', label: 'Guides' },
  { href: '/docs/reference', label: 'API reference' },
  { href: '/changelog', label: 'Changelog' },
] as const;
