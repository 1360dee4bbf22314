// The error-reporting SDK in the browser, loaded lazily (its own chunk): starts Sentry, takes over from
// the bridge, and reports what was buffered before it arrived.
import * as Sentry from '@sentry/nextjs';
import type { MonitoringBridge, QueuedError } from './monitoring-bridge';
import { dropTraceSpans, dropTracing, pageLoadSpanName, showsNotFoundNavigation, tracesRequest } from './filters';
import { doNotTrackEnabled } from './privacy';
import { sentryOptions } from './sentry-options';

/** Default integrations we leave out: release-health sessions would add a request to every page view. */
const LEFT_OUT_INTEGRATIONS = new Set(['BrowserSession', 'BrowserTracing']);

export type SentryHandle = { routerTransitionStart: typeof Sentry.captureRouterTransitionStart };

function documentStatus(): number | undefined {
  const [entry] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & { responseStatus?: number })[];
  return entry?.responseStatus;
}

function capture(report: QueuedError): void {
  switch (report.kind) {
    case 'uncaught':
      Sentry.captureException(report.error ?? report.message, {
        mechanism: { type: 'auto.browser.global_handlers.onerror', handled: false },
      });
      break;
    case 'rejection':
      Sentry.captureException(report.reason, {
        mechanism: { type: 'auto.browser.global_handlers.onunhandledrejection', handled: false },
      });
      break;
    case 'caught': {
      Sentry.withScope((scope) => {
        scope.setTag('boundary', report.boundary);
        Sentry.captureException(report.error, { mechanism: { type: 'auto.function.react.error_boundary', handled: true } });
      });
      break;
    }
  }
}

/** Starts the SDK and drains the bridge; returns null when reporting stays off (no valid DSN). */
export function startSentry(bridge: MonitoringBridge): SentryHandle | null {
  const tracing = !doNotTrackEnabled(window);
  const options = sentryOptions({
    dsn: process.env.NEXT_PUBLIC_SENTRY_DSN ?? '',
    tunnelPath: process.env.NEXT_PUBLIC_SENTRY_TUNNEL ?? '',
    release: process.env.TESSERA_RELEASE ?? 'unknown',
    environment: process.env.NODE_ENV,
    tracing,
    tracingAllowed: () => bridge.tracingAllowed,
  });
  if (!options) return null;

  const client = Sentry.init({
    ...options,
    integrations: (defaults) => [
      ...defaults.filter((integration) => !LEFT_OUT_INTEGRATIONS.has(integration.name)),
      ...(tracing
        ? [
            Sentry.browserTracingIntegration({
              shouldCreateSpanForRequest: (url) => tracesRequest(url, window.location.origin),
              // The SDK starts the page-load span after the page is shown, so the document's status is known.
              beforeStartSpan: (span) =>
                span.op === 'pageload' || span.attributes?.['sentry.op'] === 'pageload'
                  ? { ...span, name: pageLoadSpanName(span.name, documentStatus()) }
                  : span,
            }),
          ]
        : []),
    ],
  });

  if (client && tracing) {
    // Decided when a span ends, not when it is sent: Next answers a navigation to a missing page by
    // loading the 404 page, and the navigation is cut short (and flushed) before its router fetch's
    // span has ended, though that span already carries the 404 status.
    const notFoundTraces = new Set<string>();
    client.on('spanEnd', (span) => {
      const related = span === Sentry.getRootSpan(span) ? [span, ...Sentry.getSpanDescendants(span)] : [span];
      if (related.some((candidate) => showsNotFoundNavigation(Sentry.spanToJSON(candidate)))) {
        notFoundTraces.add(span.spanContext().traceId);
      }
    });
    client.on('beforeEnvelope', (envelope) => {
      const shape = envelope as Parameters<typeof dropTraceSpans>[0];
      // Spans stream out as they end: one begun with consent and ending after its withdrawal stays here.
      if (!bridge.tracingAllowed) dropTracing(shape);
      else dropTraceSpans(shape, notFoundTraces);
    });
  }

  bridge.release();
  bridge.sink = capture;
  for (const report of bridge.queue.splice(0)) capture(report);
  return { routerTransitionStart: Sentry.captureRouterTransitionStart };
}
