// What error reporting drops (pure): Next's redirect and not-found control-flow errors (spec §2, §8)
// and the transactions of 404 pages, whether loaded or reached by client-side navigation.
import type { ErrorEvent, EventHint } from '@sentry/nextjs';
import type { StreamedSpan } from './sdk-types';

/**
 * Digests Next gives the errors that redirect(), permanentRedirect(), notFound(), forbidden() and
 * unauthorized() throw: control flow, not failures.
 */
const CONTROL_FLOW_DIGEST = /^(NEXT_REDIRECT;|NEXT_NOT_FOUND$|NEXT_HTTP_ERROR_FALLBACK;)/;
/** The same errors as they read once serialised into an event's exception value. */
const CONTROL_FLOW_MESSAGE = /^(NEXT_REDIRECT|NEXT_NOT_FOUND|NEXT_HTTP_ERROR_FALLBACK;\d+)$/;
const MAX_CAUSE_DEPTH = 5;

/** Whether a thrown value (or anything in its cause chain) is one of Next's control-flow errors. */
export function isControlFlowError(thrown: unknown, depth = 0): boolean {
  if (typeof thrown !== 'object' || thrown === null) return false;
  const { digest, message, cause } = thrown as { digest?: unknown; message?: unknown; cause?: unknown };
  if (typeof digest === 'string' && CONTROL_FLOW_DIGEST.test(digest)) return true;
  if (typeof message === 'string' && CONTROL_FLOW_MESSAGE.test(message)) return true;
  return depth < MAX_CAUSE_DEPTH && cause !== undefined && isControlFlowError(cause, depth + 1);
}

/** The event, or null when it reports a control-flow error rather than a failure. */
export function keepErrorEvent(event: ErrorEvent, hint: EventHint | undefined): ErrorEvent | null {
  if (isControlFlowError(hint?.originalException)) return null;
  const values = event.exception?.values ?? [];
  return values.some((exception) => CONTROL_FLOW_MESSAGE.test(exception.value ?? '')) ? null : event;
}

/**
 * The name a 404 page's spans get. The SDK already ignores spans of this name (its ignoreSpans has
 * /^\/404$/), and an ignored segment span takes its children with it.
 */
export const NOT_FOUND_SPAN_NAME = '/404';
export const IGNORED_SPANS = [/^\/404$/];
const HTTP_NOT_FOUND = 404;

/** A page-load span's name: the SDK's, or NOT_FOUND_SPAN_NAME when the document itself answered 404. */
export function pageLoadSpanName(name: string, documentStatus: number | undefined): string {
  return documentStatus === HTTP_NOT_FOUND ? NOT_FOUND_SPAN_NAME : name;
}

/**
 * Whether a request made by the page gets a span: only the site's own (documents, payloads, files).
 * Requests to other origins (the analytics collector) are someone else's to measure, and would each
 * become a trace of their own outside any page load or navigation.
 */
export function tracesRequest(url: string, siteOrigin: string): boolean {
  try {
    return new URL(url, siteOrigin).origin === siteOrigin;
  } catch {
    return false;
  }
}

/** The query parameter Next's router adds to its fetches of React Server Components payloads. */
export const RSC_QUERY_PARAMETER = '_rsc';
const RSC_FETCH = new RegExp(`[?&]${RSC_QUERY_PARAMETER}=`);

/**
 * Whether a finished span shows that its navigation landed on a 404: the router's fetch of the
 * target's React Server Components payload answered 404. Prefetches do not count: they run for links
 * the visitor may never follow.
 */
export function showsNotFoundNavigation(span: Pick<StreamedSpan, 'attributes'>): boolean {
  const attributes = span.attributes ?? {};
  const status = attributes['http.response.status_code'];
  const url = attributes['url.full'] ?? attributes['http.url'];
  return status === HTTP_NOT_FOUND && attributes['http.request.prefetch'] !== true && typeof url === 'string' && RSC_FETCH.test(url);
}

type EnvelopeItemShape = [{ type: string; item_count?: number }, unknown];
type EnvelopeShape = [unknown, EnvelopeItemShape[]];
type SpanContainer = { items?: { trace_id?: string }[] };

/**
 * Removes, in place, the streamed spans of the given traces from an outgoing envelope (and span items
 * left empty). Spans stream out as they end, so a navigation found to land on a 404 is dropped here.
 */
export function dropTraceSpans(envelope: EnvelopeShape, traceIds: ReadonlySet<string>): void {
  if (traceIds.size === 0) return;
  const items = envelope[1];
  for (let index = items.length - 1; index >= 0; index--) {
    const [header, payload] = items[index] as EnvelopeItemShape;
    if (header.type !== 'span' || typeof payload !== 'object' || payload === null) continue;
    const container = payload as SpanContainer;
    const kept = (container.items ?? []).filter((span) => !traceIds.has(span.trace_id ?? ''));
    if (kept.length === 0) items.splice(index, 1);
    else {
      container.items = kept;
      header.item_count = kept.length;
    }
  }
}

/** Envelope items that carry performance data: streamed spans, and transactions of older SDK paths. */
const TRACING_ITEM_TYPES = new Set(['span', 'transaction']);

/**
 * Removes, in place, every tracing item from an outgoing envelope: consent withdrawn while a page
 * load or navigation was still being traced ends its sending there. Errors stay.
 */
export function dropTracing(envelope: EnvelopeShape): void {
  const items = envelope[1];
  for (let index = items.length - 1; index >= 0; index--) {
    if (TRACING_ITEM_TYPES.has((items[index] as EnvelopeItemShape)[0].type)) items.splice(index, 1);
  }
}
