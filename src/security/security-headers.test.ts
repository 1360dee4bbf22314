import { describe, expect, it } from 'vitest';
import {
  isHttpsRequest,
  IMMUTABLE_CACHE_CONTROL,
  REVALIDATE_CACHE_CONTROL,
  cacheControlFor,
  securityHeaders,
  servedCacheControl,
} from './security-headers.mjs';

const asRecord = (headers: { key: string; value: string }[]) =>
  Object.fromEntries(headers.map(({ key, value }) => [key.toLowerCase(), value]));

describe('securityHeaders', () => {
  it('sends the fixed hardening headers on every response', () => {
    const headers = asRecord(securityHeaders());
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['permissions-policy']).toMatch(/^(?:[a-z-]+=\(\)(?:, |$))+$/);
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['content-security-policy']).toBeUndefined();
  });

  it('adds HSTS only over https and the policy when given one', () => {
    expect(asRecord(securityHeaders({ https: false }))['strict-transport-security']).toBeUndefined();
    expect(asRecord(securityHeaders({ https: true }))['strict-transport-security']).toBe('max-age=63072000');
    expect(asRecord(securityHeaders({ csp: "default-src 'none'" }))['content-security-policy']).toBe("default-src 'none'");
  });

  it('never lists a header twice', () => {
    const keys = securityHeaders({ https: true, csp: 'x' }).map(({ key }) => key.toLowerCase());
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('servedCacheControl', () => {
  it("turns Next's CDN lifetime for prerendered output into revalidation, and leaves everything else", () => {
    expect(servedCacheControl('s-maxage=31536000')).toBe(REVALIDATE_CACHE_CONTROL);
    expect(servedCacheControl('public, s-maxage=31536000, stale-while-revalidate')).toBe(REVALIDATE_CACHE_CONTROL);
    expect(servedCacheControl(['s-maxage=60', 'stale-while-revalidate=30'])).toBe(REVALIDATE_CACHE_CONTROL);
    expect(servedCacheControl(IMMUTABLE_CACHE_CONTROL)).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(servedCacheControl('private, no-cache, no-store, max-age=0, must-revalidate')).toBe(
      'private, no-cache, no-store, max-age=0, must-revalidate',
    );
    expect(servedCacheControl('no-store')).toBe('no-store');
    expect(servedCacheControl(undefined)).toBeUndefined();
  });
});

describe('cacheControlFor', () => {
  it('keeps hashed assets for a year and revalidates everything else', () => {
    expect(cacheControlFor('/_next/static/chunks/abc123.js')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(cacheControlFor('/fonts/inter-latin.0a1b2c.woff2')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(cacheControlFor('/search/4ff36030ab1d/p/3.json')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(cacheControlFor('/search.json')).toBe(REVALIDATE_CACHE_CONTROL);
    expect(cacheControlFor('/docs/getting-started')).toBe(REVALIDATE_CACHE_CONTROL);
    expect(cacheControlFor('/')).toBe(REVALIDATE_CACHE_CONTROL);
    expect(cacheControlFor('/_next/data/x.json')).toBe(REVALIDATE_CACHE_CONTROL);
  });
});

describe('isHttpsRequest', () => {
  const request = (headers: Record<string, string | string[]>, encrypted = false) => ({ headers, socket: { encrypted } });
  it('trusts TLS and the first X-Forwarded-Proto hop', () => {
    expect(isHttpsRequest(request({}, true))).toBe(true);
    expect(isHttpsRequest(request({ 'x-forwarded-proto': 'HTTPS, http' }))).toBe(true);
    expect(isHttpsRequest(request({ 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(isHttpsRequest(request({}))).toBe(false);
  });
});
