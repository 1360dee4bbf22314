import type { ErrorEvent } from '@sentry/nextjs';
import { describe, expect, it } from 'vitest';
import { FILTERED, doNotTrackEnabled, scrubBreadcrumb, scrubEvent, scrubSpan, scrubText, scrubUrl } from './privacy';
import type { StreamedSpan } from './sdk-types';

describe('scrubUrl', () => {
  it('keeps only the names of query parameters: values (search queries, tokens) never leave', () => {
    expect(scrubUrl('https://developers.tessera.design/docs?q=refund+policy&tab=curl&api_key=k1')).toBe(
      'https://developers.tessera.design/docs?q&tab&api_key',
    );
    expect(scrubUrl('/x?flag&t=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig')).toBe('/x?flag&t');
  });

  it('drops the fragment (implicit OAuth flows put tokens there)', () => {
    expect(scrubUrl('/callback#access_token=abc&expires_in=3600')).toBe('/callback');
    expect(scrubUrl('/docs?tab=curl#errors')).toBe('/docs?tab');
  });

  it('filters a name that may be a value sent without one, and survives malformed escapes', () => {
    expect(scrubUrl('/x?eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig')).toBe(`/x?${FILTERED}`);
    expect(scrubUrl('/x?a%20b=1&%E0%A4%A=2&page%5B2%5D=3')).toBe(`/x?${FILTERED}&${FILTERED}&page%5B2%5D`);
  });

  it('leaves a URL without query or fragment untouched, and an empty query gone', () => {
    expect(scrubUrl('/docs/authentication')).toBe('/docs/authentication');
    expect(scrubUrl('https://a.example/path?')).toBe('https://a.example/path');
  });
});

describe('scrubText', () => {
  it('scrubs every URL inside free text', () => {
    expect(scrubText('Failed to fetch https://api.example/v1?token=abc (and http://b.example/?pwd=1#x)')).toBe(
      'Failed to fetch https://api.example/v1?token (and http://b.example/?pwd)',
    );
  });
});

describe('scrubEvent', () => {
  it('removes user, cookies, body and every header, and scrubs URLs', () => {
    const event = scrubEvent({
      type: undefined,
      user: { id: '1', ip_address: '203.0.113.9', email: 'a@b.example' },
      server_name: 'host-1',
      message: 'see https://x.example/?token=t',
      request: {
        url: 'https://developers.tessera.design/docs?token=abc',
        query_string: 'token=abc&tab=1',
        cookies: { consent_state: '{}' },
        data: 'secret body',
        headers: { Cookie: 'a=b', Referer: 'https://mail.example/?u=1', 'User-Agent': 'Chromium' },
      },
      exception: {
        values: [
          {
            type: 'Error',
            value: 'GET https://api.example/?api_key=k failed',
            stacktrace: { frames: [{ filename: 'https://cdn.example/app.js?sig=zzz', abs_path: 'https://cdn.example/app.js?sig=zzz' }] },
          },
        ],
      },
      breadcrumbs: [{ category: 'navigation', data: { from: '/a?token=1', to: '/b' } }],
    } as ErrorEvent);
    expect(event.user).toBeUndefined();
    expect(event.server_name).toBeUndefined();
    expect(event.request).toEqual({ url: 'https://developers.tessera.design/docs?token', query_string: 'token&tab' });
    expect(event.message).toBe('see https://x.example/?token');
    expect(event.exception?.values?.[0]?.value).toBe('GET https://api.example/?api_key failed');
    expect(event.exception?.values?.[0]?.stacktrace?.frames?.[0]?.filename).toBe('https://cdn.example/app.js?sig');
    expect(event.breadcrumbs?.[0]?.data).toEqual({ from: '/a?token', to: '/b' });
    expect(JSON.stringify(event)).not.toMatch(/203\.0\.113\.9|a@b\.example|consent_state|secret body|abc|mail\.example|Chromium|zzz/);
  });

  it("scrubs the request path in Next's context of a server report", () => {
    const event = scrubEvent({
      type: undefined,
      contexts: { nextjs: { request_path: '/docs/search?q=my%20api%20key&token=abc#x', router_path: '/docs/search' } },
    });
    expect(event.contexts?.nextjs).toEqual({ request_path: '/docs/search?q&token', router_path: '/docs/search' });
  });

  it('copes with an event that has nothing to scrub', () => {
    expect(scrubEvent({ type: undefined })).toEqual({ type: undefined });
  });
});

describe('scrubBreadcrumb', () => {
  it('scrubs fetch URLs and messages without touching other data', () => {
    expect(scrubBreadcrumb({ category: 'fetch', data: { url: '/api?token=x', status_code: 200 }, message: 'ok' })).toEqual({
      category: 'fetch',
      data: { url: '/api?token', status_code: 200 },
      message: 'ok',
    });
  });
});

describe('scrubSpan', () => {
  it('drops personal attributes and scrubs URL and query attributes', () => {
    const span = {
      trace_id: 't',
      span_id: 's',
      name: 'GET /api?token=1',
      start_timestamp: 1,
      status: 'ok',
      is_segment: false,
      attributes: {
        'url.full': 'https://developers.tessera.design/docs?session=abc',
        'url.query': '?code=xyz&tab=1',
        'user.ip_address': '203.0.113.9',
        'client.address': '203.0.113.9',
        'user_agent.original': 'Mozilla/5.0 HeadlessChrome/156',
        'http.response.status_code': 200,
      },
    } as unknown as StreamedSpan;
    expect(scrubSpan(span).attributes).toEqual({
      'url.full': 'https://developers.tessera.design/docs?session',
      'url.query': 'code&tab',
      'http.response.status_code': 200,
    });
  });
});

describe('doNotTrackEnabled', () => {
  it("reads navigator.doNotTrack, and window.doNotTrack where old browsers put it", () => {
    expect(doNotTrackEnabled({ navigator: { doNotTrack: '1' } })).toBe(true);
    expect(doNotTrackEnabled({ navigator: { doNotTrack: 'yes' } })).toBe(true);
    expect(doNotTrackEnabled({ navigator: {}, doNotTrack: '1' })).toBe(true);
    expect(doNotTrackEnabled({ navigator: { doNotTrack: '0' } })).toBe(false);
    expect(doNotTrackEnabled({ navigator: { doNotTrack: null } })).toBe(false);
    expect(doNotTrackEnabled({})).toBe(false);
  });
});
