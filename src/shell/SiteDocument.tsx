// The application wrapper for one locale: document (<html lang dir>), shared head, header,
// banners, footer. Each root layout (en without prefix, the others under /<locale>) renders it.
import type { ReactNode } from 'react';
import '@/kit/tokens/generated/tokens.css';
import '@/shell/fonts/generated/fonts.css';
import '@/theme/generated/palettes.css';
import '@/shell/styles/global.css';
import { AnalyticsRoot } from '@/analytics/AnalyticsRoot';
import { consentBootScript } from '@/consent/consent-boot-script';
import { ConsentBanner } from '@/consent/ConsentBanner';
import { I18nProvider } from '@/i18n/I18nProvider';
import { type Locale, localeDirection } from '@/i18n/locales';
import { clientMessagesFor, setRequestLocale } from '@/i18n/request-locale';
import { ContainedBoundary } from '@/monitoring/ContainedBoundary';
import { INITIAL_INPUT_MODE, inputModeBootScript } from '@/kit/input-mode/input-mode';
import { bannerBootScript } from '@/shell/banners/banner-boot-script';
import { BannerProvider } from '@/shell/banners/BannerContext';
import { BootScript } from '@/shell/BootScript';
import { NO_SCRIPT_CSS } from '@/shell/no-script';
import { TracingConsent } from '@/shell/TracingConsent';
import { BannerOutlet } from '@/shell/banners/BannerOutlet';
import { providedBanners } from '@/shell/banners/provided-banners';
import { SiteFooter } from '@/shell/chrome/SiteFooter';
import { SiteHeader } from '@/shell/chrome/SiteHeader';
import { FontPreloads } from '@/shell/fonts/FontPreloads';
import { HydrationMark } from '@/shell/HydrationMark';
import { themeBootScript } from '@/theme/theme-model';
import { ThemeRoot } from '@/theme/ThemeRoot';
import { InputModeRoot } from '@/kit/input-mode/InputModeRoot';
import { monitoringBootScript } from '@/monitoring/monitoring-bridge';
import { searchShortcutBootScript } from '@/search/search-shortcut-boot';

/** The main landmark's id: the skip link's target. */
const CONTENT_ID = 'content';
/** An empty element after the last visible part of the page: what the first frame waits for. */
const PAGE_END_ID = 'page-end';

export function SiteDocument({ locale, children }: { locale: Locale; children: ReactNode }) {
  setRequestLocale(locale);
  return (
    // The boot script writes data-* attributes before hydration; React must not flag them.
    <html lang={locale} dir={localeDirection(locale)} data-input-mode={INITIAL_INPUT_MODE} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router document, for the root layouts */}
      <head>
        {/* With error reporting on, errors are buffered from the first byte until its SDK loads. */}
        {process.env.NEXT_PUBLIC_SENTRY_DSN ? <BootScript code={monitoringBootScript()} /> : null}
        {/* Before first paint: the stored theme, input-mode tracking, whether consent was given, dismissed banners. */}
        <BootScript code={themeBootScript()} />
        <BootScript code={inputModeBootScript()} />
        <BootScript code={consentBootScript()} />
        <BootScript code={bannerBootScript()} />
        {/* Until hydration: a search shortcut pressed early is held, then replayed. */}
        <BootScript code={searchShortcutBootScript()} />
        {/* No frame before the page's content is parsed: a frame painted while the parser was inside
            it showed a part of the header (the logo centred alone, search without its label) or of a
            table, which moved as the rest arrived. Chrome lifts the block once the target's start tag
            is parsed, not its end, so the target is an empty element after the page's last visible
            part. The pages are small; Chrome 124+, elsewhere a hint. */}
        <link rel="expect" href={`#${PAGE_END_ID}`} blocking="render" />
        <noscript dangerouslySetInnerHTML={{ __html: `<style>${NO_SCRIPT_CSS}</style>` }} />
      </head>
      <body>
        <FontPreloads />
        <ThemeRoot />
        <InputModeRoot />
        <I18nProvider locale={locale} messages={clientMessagesFor(locale)}>
          <BannerProvider initial={providedBanners()}>
            <SiteHeader />
            <BannerOutlet />
            <main id={CONTENT_ID} tabIndex={-1}>
              {children}
            </main>
            <SiteFooter />
            {/* Consent and analytics are not essential: an error in them never takes the page down. */}
            <ContainedBoundary name="consent-banner">
              <ConsentBanner />
            </ContainedBoundary>
            <div id={PAGE_END_ID} hidden />
            <ContainedBoundary name="analytics">
              <AnalyticsRoot />
            </ContainedBoundary>
            {process.env.NEXT_PUBLIC_SENTRY_DSN ? (
              <ContainedBoundary name="tracing-consent">
                <TracingConsent />
              </ContainedBoundary>
            ) : null}
          </BannerProvider>
        </I18nProvider>
        {/* Last, so its effect runs after every other one of the first render. */}
        <HydrationMark />
      </body>
    </html>
  );
}
