// Root layout of every other locale, under /<locale>/…; unknown locales are 404s.
import type { ReactNode } from 'react';
import { localeOrDefault, localeParams, type LocaleParams } from '@/i18n/locale-route';
import { siteMetadata, siteViewport } from '@/shell/meta';
import { SiteDocument } from '@/shell/SiteDocument';

// Every locale page is prerendered and nothing else matches: a URL outside them gets the 404 page
// (src/app/not-found.tsx) with status 404, in server builds and static exports alike.
export const dynamicParams = false;
export const generateStaticParams = localeParams;
export const viewport = siteViewport;

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return siteMetadata(localeOrDefault((await params).locale));
}

export default async function LocaleRootLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  return <SiteDocument locale={localeOrDefault((await params).locale)}>{children}</SiteDocument>;
}
