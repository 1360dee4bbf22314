import { describe, expect, it } from 'vitest';
import { outboundQuery, outboundText, outboundUrl } from './outbound-url';

describe('outboundUrl', () => {
  it('drops every query parameter but the campaign tags: a search query or a token never leaves', () => {
    expect(outboundUrl('https://developers.tessera.design/docs?q=refund+policy&tab=curl&api_key=k1')).toBe(
      'https://developers.tessera.design/docs',
    );
    expect(outboundUrl('/docs?q=me%40example.com&utm_source=newsletter&utm_term=secret&utm_campaign=launch')).toBe(
      '/docs?utm_source=newsletter&utm_campaign=launch',
    );
  });

  it('drops a bare value sent without a name, and survives malformed escapes', () => {
    expect(outboundUrl('/x?eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.sig')).toBe('/x');
    expect(outboundUrl('/x?%E0%A4%A=2&utm_medium=email')).toBe('/x?utm_medium=email');
  });

  it('drops the fragment (implicit OAuth flows put tokens there)', () => {
    expect(outboundUrl('/callback#access_token=abc&expires_in=3600')).toBe('/callback');
    expect(outboundUrl('/docs?utm_source=a#errors')).toBe('/docs?utm_source=a');
  });

  it('leaves a URL without query or fragment untouched, and an empty query gone', () => {
    expect(outboundUrl('/docs/authentication')).toBe('/docs/authentication');
    expect(outboundUrl('https://a.example/path?')).toBe('https://a.example/path');
    expect(outboundUrl('')).toBe('');
  });
});

describe('outboundQuery', () => {
  it('keeps the allowed pairs as they were written', () => {
    expect(outboundQuery('q=api&utm_source=x%20y&code=1')).toBe('utm_source=x%20y');
    expect(outboundQuery('utm%5Fsource=x')).toBe('utm%5Fsource=x');
    expect(outboundQuery('')).toBe('');
  });
});

describe('outboundText', () => {
  it('makes every URL inside free text outbound', () => {
    expect(outboundText('Failed to fetch https://api.example/v1?token=abc (and http://b.example/?pwd=1#x)')).toBe(
      'Failed to fetch https://api.example/v1 (and http://b.example/)',
    );
  });
});
