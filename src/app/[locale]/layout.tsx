// Root layout of every other locale, under /<locale>/…; unknown locales are 404s.
import type { ReactNode } from 'react';
import { localeOrDefault, type LocaleParams } from '@/i18n/locale-route';
import { siteMetadata, siteViewport } from '@/shell/meta';
import { SiteDocument } from '@/shell/SiteDocument';

// The locale comes from each page's own params (src/i18n/route-pair.ts): a locale has its home, its
// changelog, its 404 page and the docs pages translated into it; every other page is the English one.
export const viewport = siteViewport;

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return siteMetadata(localeOrDefault((await params).locale));
}

export default async function LocaleRootLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  return <SiteDocument locale={localeOrDefault((await params).locale)}>{children}</SiteDocument>;
}
