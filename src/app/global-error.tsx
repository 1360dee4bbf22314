'use client';
// Replaces the root layout when the root layout itself fails, so it brings its own document.
import '@/kit/tokens/generated/tokens.css';
import '@/theme/generated/palettes.css';
import '@/shell/styles/global.css';
import { useReportError } from '@/monitoring/useReportError';
import { ThemeRoot } from '@/theme/ThemeRoot';
import { ErrorView, type ErrorViewProps } from '@/shell/views/ErrorView';

export default function GlobalError(props: ErrorViewProps) {
  useReportError(props.error, 'global');
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <body>
        {/* This document replaces the root layout in the browser, so its boot scripts never ran. */}
        <ThemeRoot />
        <title>Something went wrong · Tessera Developers</title>
        <main id="content">
          <ErrorView {...props} />
        </main>
      </body>
    </html>
  );
}
