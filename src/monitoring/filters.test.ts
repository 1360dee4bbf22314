import type { ErrorEvent } from '@sentry/nextjs';
import { notFound, permanentRedirect, redirect } from 'next/navigation';
import { describe, expect, it } from 'vitest';
import {
  IGNORED_SPANS,
  NOT_FOUND_SPAN_NAME,
  dropTraceSpans,
  dropTracing,
  isControlFlowError,
  keepErrorEvent,
  pageLoadSpanName,
  showsNotFoundNavigation,
  tracesRequest,
} from './filters';

const withDigest = (digest: string, message = digest) => Object.assign(new Error(message), { digest });
const eventOf = (value: string): ErrorEvent => ({ type: undefined, exception: { values: [{ type: 'Error', value }] } });

describe('control-flow errors (spec §2, §8: redirect-type errors are dropped)', () => {
  it.each([
    ['redirect()', 'NEXT_REDIRECT;replace;/docs;307;'],
    ['permanentRedirect()', 'NEXT_REDIRECT;push;/docs;308;'],
    ['notFound() (legacy digest)', 'NEXT_NOT_FOUND'],
    ['notFound()', 'NEXT_HTTP_ERROR_FALLBACK;404'],
    ['forbidden()', 'NEXT_HTTP_ERROR_FALLBACK;403'],
    ['unauthorized()', 'NEXT_HTTP_ERROR_FALLBACK;401'],
  ])('recognises %s by its digest', (_label, digest) => {
    expect(isControlFlowError(withDigest(digest))).toBe(true);
    expect(keepErrorEvent(eventOf('whatever'), { originalException: withDigest(digest) })).toBeNull();
  });

  // The digests above are Next's internals: what Next's own functions throw must still be dropped, so an
  // upgrade that changes them fails here rather than flooding the ingest with redirects. (forbidden()
  // and unauthorized() need experimental.authInterrupts, which the site does not turn on.)
  it.each([
    ['redirect()', () => redirect('/docs')],
    ['permanentRedirect()', () => permanentRedirect('/docs')],
    ['notFound()', () => notFound()],
  ])("drops what this Next's %s throws", (_label, raise) => {
    let thrown: unknown = null;
    try {
      raise();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).not.toBeNull();
    expect(isControlFlowError(thrown)).toBe(true);
    expect(keepErrorEvent(eventOf(String((thrown as Error).message)), { originalException: thrown })).toBeNull();
  });

  it('looks through the cause chain', () => {
    const wrapped = new Error('render failed', { cause: new Error('inner', { cause: withDigest('NEXT_REDIRECT;push;/;307;') }) });
    expect(isControlFlowError(wrapped)).toBe(true);
  });

  it('drops events whose exception value is a serialised control-flow error', () => {
    expect(keepErrorEvent(eventOf('NEXT_REDIRECT'), undefined)).toBeNull();
    expect(keepErrorEvent(eventOf('NEXT_NOT_FOUND'), {})).toBeNull();
    expect(keepErrorEvent(eventOf('NEXT_HTTP_ERROR_FALLBACK;404'), {})).toBeNull();
  });

  it('keeps real failures, including ones that merely mention a redirect', () => {
    const event = eventOf('Cannot read properties of undefined');
    expect(keepErrorEvent(event, { originalException: new Error('Cannot read properties of undefined') })).toBe(event);
    expect(keepErrorEvent(eventOf('NEXT_REDIRECT failed to parse'), { originalException: 'x' })).not.toBeNull();
    expect(isControlFlowError(withDigest('1234567890'))).toBe(false);
    expect(isControlFlowError(null)).toBe(false);
    expect(isControlFlowError('NEXT_REDIRECT')).toBe(false);
  });

  it('stops at a cause cycle', () => {
    const first = new Error('a');
    const second = new Error('b', { cause: first });
    (first as Error & { cause: unknown }).cause = second;
    expect(isControlFlowError(first)).toBe(false);
  });
});

describe('404 page transactions (spec §2, §8)', () => {
  it('names the page load of a document that answered 404 so the ignore rule drops it', () => {
    expect(pageLoadSpanName('Pageload', 404)).toBe(NOT_FOUND_SPAN_NAME);
    expect(IGNORED_SPANS.some((pattern) => pattern.test(pageLoadSpanName('/docs/missing', 404)))).toBe(true);
  });

  it('leaves every other page load alone', () => {
    for (const status of [200, 304, 500, undefined]) expect(pageLoadSpanName('Pageload', status)).toBe('Pageload');
    expect(IGNORED_SPANS.some((pattern) => pattern.test('/docs/404-handling'))).toBe(false);
  });

  const rscFetch = (status: number, extra: Record<string, unknown> = {}) => ({
    attributes: { 'http.response.status_code': status, 'url.full': 'http://127.0.0.1:3000/docs/x?_rsc=abc', ...extra },
  });

  it('recognises a navigation that landed on a 404 by its router fetch', () => {
    expect(showsNotFoundNavigation(rscFetch(404))).toBe(true);
  });

  it('does not count prefetches, other statuses or other fetches', () => {
    expect(showsNotFoundNavigation(rscFetch(404, { 'http.request.prefetch': true }))).toBe(false);
    expect(showsNotFoundNavigation(rscFetch(200))).toBe(false);
    expect(showsNotFoundNavigation(rscFetch(404, { 'url.full': 'http://127.0.0.1:3000/api/search' }))).toBe(false);
    expect(showsNotFoundNavigation({ attributes: {} })).toBe(false);
  });

  it("removes a 404 navigation's spans from an outgoing envelope and keeps the rest", () => {
    const spans = (...traceIds: string[]) => ({
      version: 2,
      items: traceIds.map((trace_id, index) => ({ trace_id, span_id: String(index) })),
    });
    const envelope: Parameters<typeof dropTraceSpans>[0] = [
      {},
      [
        [{ type: 'span', item_count: 3 }, spans('lost', 'kept', 'lost')],
        [{ type: 'span', item_count: 1 }, spans('lost')],
        [{ type: 'event' }, { event_id: 'e' }],
      ],
    ];
    dropTraceSpans(envelope, new Set(['lost']));
    expect(envelope[1]).toEqual([
      [
        { type: 'span', item_count: 1 },
        { version: 2, items: [{ trace_id: 'kept', span_id: '1' }] },
      ],
      [{ type: 'event' }, { event_id: 'e' }],
    ]);
  });
});

describe('dropTracing (consent withdrawn while a page was traced)', () => {
  it('removes span and transaction items and keeps errors', () => {
    const envelope: Parameters<typeof dropTracing>[0] = [
      {},
      [
        [
          { type: 'span', item_count: 1 },
          { version: 2, items: [{ trace_id: 't' }] },
        ],
        [{ type: 'event' }, { event_id: 'e' }],
        [{ type: 'transaction' }, { event_id: 't' }],
      ],
    ];
    dropTracing(envelope);
    expect(envelope[1]).toEqual([[{ type: 'event' }, { event_id: 'e' }]]);
  });
});

describe('which requests are traced', () => {
  const site = 'https://developers.tessera.example';
  it.each([
    ['/docs?_rsc=1a2b', true],
    [`${site}/_next/static/chunks/app.js`, true],
    ['https://collector.tessera.example/com.snowplowanalytics.snowplow/tp2', false],
    ['http://developers.tessera.example/docs', false],
    ['https://developers.tessera.example:8443/docs', false],
    ['http://[::1', false],
  ])('%s → %s', (url, traced) => {
    expect(tracesRequest(url, site)).toBe(traced);
  });
});
