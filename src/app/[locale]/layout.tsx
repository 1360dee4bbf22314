// Root layout of every other locale, under /<locale>/…; unknown locales are 404s.
import type { ReactNode } from 'react';
import { localeOrDefault, localeParams, type LocaleParams } from '@/i18n/locale-route';
import { siteMetadata, siteViewport } from '@/shell/meta';
import { SiteDocument } from '@/shell/SiteDocument';

// No `dynamicParams = false` (here or in the pages below): a server build renders untranslated copies
// on first request (src/i18n/prerender-params.ts), so the locale stays open and each page 404s an
// unknown one itself (localeOrNotFound). A static export lists every locale page; nothing else exists.
export const generateStaticParams = localeParams;
export const viewport = siteViewport;

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return siteMetadata(localeOrDefault((await params).locale));
}

export default async function LocaleRootLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  return <SiteDocument locale={localeOrDefault((await params).locale)}>{children}</SiteDocument>;
}
