// Types of the error-reporting SDK the pure modules work on, taken from its public options so that
// only type information (never SDK code) enters them.
import type { BrowserOptions } from '@sentry/nextjs';

/** A span as `beforeSendSpan` sees it under the default streamed trace lifecycle. */
export type StreamedSpan = Parameters<NonNullable<BrowserOptions['beforeSendSpan']>>[0];
