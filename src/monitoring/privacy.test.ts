import type { ErrorEvent } from '@sentry/nextjs';
import { describe, expect, it } from 'vitest';
import { doNotTrackEnabled, scrubBreadcrumb, scrubEvent, scrubSpan } from './privacy';
import type { StreamedSpan } from './sdk-types';

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
    expect(event.request).toEqual({ url: 'https://developers.tessera.design/docs' });
    expect(event.message).toBe('see https://x.example/');
    expect(event.exception?.values?.[0]?.value).toBe('GET https://api.example/ failed');
    expect(event.exception?.values?.[0]?.stacktrace?.frames?.[0]?.filename).toBe('https://cdn.example/app.js');
    expect(event.breadcrumbs?.[0]?.data).toEqual({ from: '/a', to: '/b' });
    expect(JSON.stringify(event)).not.toMatch(/203\.0\.113\.9|a@b\.example|consent_state|secret body|abc|mail\.example|Chromium|zzz/);
  });

  it("scrubs the request path in Next's context of a server report", () => {
    const event = scrubEvent({
      type: undefined,
      contexts: { nextjs: { request_path: '/docs/search?q=my%20api%20key&token=abc#x', router_path: '/docs/search' } },
    });
    expect(event.contexts?.nextjs).toEqual({ request_path: '/docs/search', router_path: '/docs/search' });
  });

  it('copes with an event that has nothing to scrub', () => {
    expect(scrubEvent({ type: undefined })).toEqual({ type: undefined });
  });
});

describe('scrubBreadcrumb', () => {
  it('scrubs fetch URLs and messages without touching other data', () => {
    expect(scrubBreadcrumb({ category: 'fetch', data: { url: '/api?token=x', status_code: 200 }, message: 'ok' })).toEqual({
      category: 'fetch',
      data: { url: '/api', status_code: 200 },
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
      'url.full': 'https://developers.tessera.design/docs',
      'url.query': '',
      'http.response.status_code': 200,
    });
  });
});

describe('doNotTrackEnabled', () => {
  it('reads navigator.doNotTrack, and window.doNotTrack where old browsers put it', () => {
    expect(doNotTrackEnabled({ navigator: { doNotTrack: '1' } })).toBe(true);
    expect(doNotTrackEnabled({ navigator: { doNotTrack: 'yes' } })).toBe(true);
    expect(doNotTrackEnabled({ navigator: {}, doNotTrack: '1' })).toBe(true);
    expect(doNotTrackEnabled({ navigator: { doNotTrack: '0' } })).toBe(false);
    expect(doNotTrackEnabled({ navigator: { doNotTrack: null } })).toBe(false);
    expect(doNotTrackEnabled({})).toBe(false);
  });
});
