'use client';
// Replaces the root layout when the root layout itself fails, so it brings its own document, and
// its own strings (the provider of client strings was in the layout that failed).
import '@/kit/tokens/generated/tokens.css';
import '@/theme/generated/palettes.css';
import '@/shell/styles/global.css';
import errorPageMessages from '@/i18n/generated/error-page-messages.json';
import { I18nProvider } from '@/i18n/I18nProvider';
import type { ClientMessages } from '@/i18n/client-messages';
import { localeDirection, splitLocalePath } from '@/i18n/locales';
import { useReportError } from '@/monitoring/useReportError';
import { ThemeRoot } from '@/theme/ThemeRoot';
import { ErrorView, type ErrorViewProps } from '@/shell/views/ErrorView';

export default function GlobalError(props: ErrorViewProps) {
  useReportError(props.error, 'global');
  // Only ever rendered in the browser, after the page's own document failed.
  const { locale } = splitLocalePath(typeof window === 'undefined' ? '/' : window.location.pathname);
  const messages = errorPageMessages[locale];
  return (
    <html lang={locale} dir={localeDirection(locale)} suppressHydrationWarning>
      <body>
        {/* This document replaces the root layout in the browser, so its boot scripts never ran. */}
        <ThemeRoot />
        <title>{`${messages['error.title']} · Tessera Developers`}</title>
        <I18nProvider locale={locale} messages={messages as ClientMessages}>
          <main id="content">
            <ErrorView {...props} />
          </main>
        </I18nProvider>
      </body>
    </html>
  );
}
