// The application wrapper: document, shared head, header, banners, footer.
import type { ReactNode } from 'react';
import '@/kit/tokens/generated/tokens.css';
import '@/shell/fonts/generated/fonts.css';
import '@/shell/styles/global.css';
import { AnalyticsRoot } from '@/analytics/AnalyticsRoot';
import { consentBootScript } from '@/consent/consent-boot-script';
import { ConsentBanner } from '@/consent/ConsentBanner';
import { INITIAL_INPUT_MODE, inputModeBootScript } from '@/kit/input-mode/input-mode';
import { BannerProvider } from '@/shell/banners/BannerContext';
import { BannerOutlet } from '@/shell/banners/BannerOutlet';
import { SiteFooter } from '@/shell/chrome/SiteFooter';
import { SiteHeader } from '@/shell/chrome/SiteHeader';
import { FontPreloads } from '@/shell/fonts/FontPreloads';
import { siteMetadata, siteViewport } from '@/shell/meta';

export const metadata = siteMetadata;
export const viewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The boot script writes data-* attributes before hydration; React must not flag them.
    <html lang="en" dir="ltr" data-input-mode={INITIAL_INPUT_MODE} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: inputModeBootScript() }} />
        <script dangerouslySetInnerHTML={{ __html: consentBootScript() }} />
      </head>
      <body>
        <FontPreloads />
        <BannerProvider>
          <SiteHeader />
          <BannerOutlet />
          <main id="content" tabIndex={-1}>
            {children}
          </main>
          <SiteFooter />
          <ConsentBanner />
          <AnalyticsRoot />
        </BannerProvider>
      </body>
    </html>
  );
}
