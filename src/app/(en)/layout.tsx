// Root layout of the default locale (en), served without a prefix.
import type { ReactNode } from 'react';
import { siteMetadata, siteViewport } from '@/shell/meta';
import { SiteDocument } from '@/shell/SiteDocument';

export const metadata = siteMetadata('en');
export const viewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="en">{children}</SiteDocument>;
}
