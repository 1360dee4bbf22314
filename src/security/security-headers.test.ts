import { describe, expect, it } from 'vitest';
import { isHttpsRequest, securityHeaders } from './security-headers.mjs';

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

describe('isHttpsRequest', () => {
  const request = (headers: Record<string, string | string[]>, encrypted = false) => ({ headers, socket: { encrypted } });
  it('trusts TLS and the first X-Forwarded-Proto hop', () => {
    expect(isHttpsRequest(request({}, true))).toBe(true);
    expect(isHttpsRequest(request({ 'x-forwarded-proto': 'HTTPS, http' }))).toBe(true);
    expect(isHttpsRequest(request({ 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(isHttpsRequest(request({}))).toBe(false);
  });
});
