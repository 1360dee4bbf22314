// The error-reporting SDK's options (pure): the spec's limits (§9), the filters, privacy, and where
// envelopes go. The browser adapter adds the integrations, which need the SDK itself.
import type { BrowserOptions } from '@sentry/nextjs';
import { parseDsn, tunnelUrl } from './dsn';
import { IGNORED_SPANS, keepErrorEvent, RSC_QUERY_PARAMETER } from './filters';
import { scrubBreadcrumb, scrubEvent, scrubSpan } from './privacy';

export const MAX_BREADCRUMBS = 100;
export const NORMALIZE_DEPTH = 3;
/** Enforced by the SDK itself (@sentry/core MAX_BAGGAGE_STRING_LENGTH); a unit test pins the two together. */
export const BAGGAGE_MAX_CHARS = 8192;
/** How the SDK's App Router instrumentation waits for the router; pinned against the SDK by a unit test. */
export const ROUTER_POLL_INTERVAL_MS = 20;
export const ROUTER_POLL_MAX_TRIES = 500;
/** Every page load and navigation the visitor allows is traced: a documentation site's traffic is small enough. */
export const TRACES_SAMPLE_RATE = 1;

export type MonitoringConfig = {
  /** NEXT_PUBLIC_SENTRY_DSN */
  dsn: string;
  /** NEXT_PUBLIC_SENTRY_TUNNEL; empty: envelopes go to the DSN's host. */
  tunnelPath: string;
  release: string;
  environment: string;
  /** Whether tracing can ever run on this page: not under Do Not Track. Errors are reported either way. */
  tracing: boolean;
  /** Whether the visitor allows tracing now (`statistics` consent), asked as each page load or navigation starts. */
  tracingAllowed: () => boolean;
};

/** The options for Sentry.init, or null when the DSN is missing or malformed (reporting stays off). */
export function sentryOptions(config: MonitoringConfig): BrowserOptions | null {
  const dsn = parseDsn(config.dsn);
  if (!dsn) return null;
  return {
    dsn: config.dsn,
    ...(config.tunnelPath ? { tunnel: tunnelUrl(config.tunnelPath, dsn) } : {}),
    release: config.release,
    environment: config.environment,
    maxBreadcrumbs: MAX_BREADCRUMBS,
    normalizeDepth: NORMALIZE_DEPTH,
    // Decided as each page load or navigation starts, so a change of consent holds from the next one.
    ...(config.tracing ? { tracesSampler: () => (config.tracingAllowed() ? TRACES_SAMPLE_RATE : 0) } : {}),
    // Nothing that identifies a visitor: the ingest must not infer IP or user agent, no cookies,
    // headers, bodies or query values are collected, and no local variables leave the browser. The
    // router's `_rsc` marker is kept until the span ends (a navigation's 404 is read from it); the
    // scrubbers below then drop every parameter off the outbound allow-list.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: { allow: [RSC_QUERY_PARAMETER] },
      stackFrameVariables: false,
    },
    ignoreSpans: IGNORED_SPANS,
    beforeSend: (event, hint) => keepErrorEvent(scrubEvent(event), hint),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
    beforeSendSpan: (span) => scrubSpan(span),
  };
}
