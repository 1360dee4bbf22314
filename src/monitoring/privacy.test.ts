import type { ErrorEvent } from '@sentry/nextjs';
import { describe, expect, it } from 'vitest';
import { FILTERED, doNotTrackEnabled, scrubBreadcrumb, scrubEvent, scrubSpan, scrubText, scrubUrl } from './privacy';
import type { StreamedSpan } from './sdk-types';

describe('scrubUrl', () => {
  it('replaces secret query parameters and keeps the rest', () => {
    expect(scrubUrl('https://developers.tessera.design/docs?token=abc&tab=curl&api_key=k1')).toBe(
      `https://developers.tessera.design/docs?token=${FILTERED}&tab=curl&api_key=${FILTERED}`,
    );
  });

  it.each(['access_token', 'AUTH', 'password', 'session_id', 'sid', 'code', 'state', 'email', 'X-Amz-Signature', 'user'])(
    'treats %s as secret',
    (name) => {
      expect(scrubUrl(`/cb?${name}=s3cret`)).toBe(`/cb?${name}=${FILTERED}`);
    },
  );

  it('scrubs secrets in the fragment (implicit OAuth flows put tokens there)', () => {
    expect(scrubUrl('/callback#access_token=abc&expires_in=3600')).toBe(`/callback#access_token=${FILTERED}&expires_in=3600`);
  });

  it('scrubs a JSON Web Token whatever its parameter is called', () => {
    expect(scrubUrl('/x?t=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig')).toBe(`/x?t=${FILTERED}`);
  });

  it('judges encoded names by their decoded form and survives malformed escapes', () => {
    expect(scrubUrl('/x?%74oken=abc')).toBe(`/x?%74oken=${FILTERED}`);
    expect(scrubUrl('/x?q=%E0%A4%A&token=1')).toBe(`/x?q=%E0%A4%A&token=${FILTERED}`);
  });

  it('leaves URLs without secrets untouched', () => {
    for (const url of ['/docs/authentication', '/docs?tab=curl', 'https://a.example/#section', '/x?flag']) expect(scrubUrl(url)).toBe(url);
  });
});

describe('scrubText', () => {
  it('scrubs every URL inside free text', () => {
    expect(scrubText('Failed to fetch https://api.example/v1?token=abc (and http://b.example/?pwd=1)')).toBe(
      `Failed to fetch https://api.example/v1?token=${FILTERED} (and http://b.example/?pwd=${FILTERED})`,
    );
  });
});

describe('scrubEvent', () => {
  it('removes user, cookies, body and all headers but the user agent, and scrubs URLs', () => {
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
    expect(event.request).toEqual({
      url: `https://developers.tessera.design/docs?token=${FILTERED}`,
      query_string: `token=${FILTERED}&tab=1`,
      headers: { 'User-Agent': 'Chromium' },
    });
    expect(event.message).toBe(`see https://x.example/?token=${FILTERED}`);
    expect(event.exception?.values?.[0]?.value).toBe(`GET https://api.example/?api_key=${FILTERED} failed`);
    expect(event.exception?.values?.[0]?.stacktrace?.frames?.[0]?.filename).toBe(`https://cdn.example/app.js?sig=${FILTERED}`);
    expect(event.breadcrumbs?.[0]?.data).toEqual({ from: `/a?token=${FILTERED}`, to: '/b' });
    expect(JSON.stringify(event)).not.toMatch(/203\.0\.113\.9|a@b\.example|consent_state|secret body|abc|mail\.example/);
  });

  it('copes with an event that has nothing to scrub', () => {
    expect(scrubEvent({ type: undefined })).toEqual({ type: undefined });
  });
});

describe('scrubBreadcrumb', () => {
  it('scrubs fetch URLs and messages without touching other data', () => {
    expect(scrubBreadcrumb({ category: 'fetch', data: { url: '/api?token=x', status_code: 200 }, message: 'ok' })).toEqual({
      category: 'fetch',
      data: { url: `/api?token=${FILTERED}`, status_code: 200 },
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
        'http.response.status_code': 200,
      },
    } as unknown as StreamedSpan;
    expect(scrubSpan(span).attributes).toEqual({
      'url.full': `https://developers.tessera.design/docs?session=${FILTERED}`,
      'url.query': `code=${FILTERED}&tab=1`,
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
