import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, scriptHashSource } from './content-security-policy.mjs';
import { gradeFor, observatoryScan, parsePolicy, type Retrieved } from './observatory-rules';
import { securityHeaders } from './security-headers.mjs';

const HTML = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async></script><script>boot()</script></head><body></body></html>`;

/** What a scan of our own server would retrieve over https, built from the same core the server uses. */
function ourSite(overrides: Partial<Retrieved> = {}, peers = { collectorOrigin: 'https://collector.tessera.example', dsnOrigin: 'https://o1.ingest.sentry.io', tunnelPath: '/monitoring' }): Retrieved {
  const csp = contentSecurityPolicy({ ...peers, scriptHashes: [scriptHashSource('boot()')] });
  const headers = Object.fromEntries(securityHeaders({ https: true, csp }).map(({ key, value }) => [key.toLowerCase(), value]));
  return {
    page: { url: 'https://developers.tessera.example/', status: 200, headers: { ...headers, 'content-type': 'text/html; charset=utf-8' }, body: HTML },
    httpRedirects: [
      { url: 'http://developers.tessera.example/', status: 301 },
      { url: 'https://developers.tessera.example/', status: 200 },
    ],
    https: true,
    corsPreflight: { headers: {}, origin: 'https://http-observatory.security.mozilla.org' },
    setCookies: [],
    ...overrides,
  };
}

const resultOf = (scan: ReturnType<typeof observatoryScan>, test: string) => scan.tests.find((entry) => entry.test === test)?.result;

describe('observatoryScan', () => {
  it("grades the site's own headers and policy A+ over https, with no failing test", () => {
    const scan = observatoryScan(ourSite());
    expect(scan.tests.filter((test) => !test.pass)).toEqual([]);
    expect(resultOf(scan, 'content-security-policy')).toBe('csp-implemented-with-unsafe-inline-in-style-src-only');
    expect(resultOf(scan, 'x-frame-options')).toBe('x-frame-options-implemented-via-csp');
    expect(resultOf(scan, 'referrer-policy')).toBe('referrer-policy-private');
    expect(resultOf(scan, 'cross-origin-resource-policy')).toBe('corp-implemented-with-same-origin');
    expect(scan).toMatchObject({ grade: 'A+', score: 120 });
  });

  it('counts a plain-http peer as insecure, unless loopback peers are declared secure', () => {
    const loopback = ourSite({}, { collectorOrigin: 'http://127.0.0.1:9090', dsnOrigin: 'http://127.0.0.1:9876', tunnelPath: '/monitoring' });
    expect(resultOf(observatoryScan(loopback), 'content-security-policy')).toBe('csp-implemented-with-insecure-scheme');
    expect(observatoryScan({ ...loopback, loopbackPeersAreSecure: true }).grade).toBe('A+');
    const remote = ourSite({ loopbackPeersAreSecure: true }, { collectorOrigin: 'http://collector.example', dsnOrigin: 'http://x.example', tunnelPath: '/monitoring' });
    expect(resultOf(observatoryScan(remote), 'content-security-policy')).toBe('csp-implemented-with-insecure-scheme');
  });

  it('without https: no HSTS and a missing redirect cost 40 points and all extra credit', () => {
    const plain = ourSite({ https: false, httpRedirects: [{ url: 'http://developers.tessera.example/', status: 200 }] });
    plain.page.url = 'http://developers.tessera.example/';
    const scan = observatoryScan(plain);
    expect(resultOf(scan, 'strict-transport-security')).toBe('hsts-not-implemented-no-https');
    expect(resultOf(scan, 'redirection')).toBe('redirection-missing');
    expect(scan).toMatchObject({ score: 60, grade: 'C+' });
  });

  it('penalises the usual mistakes as the Observatory does', () => {
    const site = ourSite();
    const without = (name: string) => Object.fromEntries(Object.entries(site.page.headers).filter(([key]) => key !== name));
    const scanWith = (headers: Retrieved['page']['headers']) => observatoryScan({ ...site, page: { ...site.page, headers } });
    expect(resultOf(scanWith(without('content-security-policy')), 'content-security-policy')).toBe('csp-not-implemented');
    expect(resultOf(scanWith({ ...site.page.headers, 'content-security-policy': "script-src 'self' 'unsafe-inline'" }), 'content-security-policy')).toBe(
      'csp-implemented-with-unsafe-inline',
    );
    expect(resultOf(scanWith({ ...site.page.headers, 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-eval'" }), 'content-security-policy')).toBe(
      'csp-implemented-with-unsafe-eval',
    );
    expect(resultOf(scanWith({ ...site.page.headers, 'content-security-policy': "script-src 'self'; script-src 'none'" }), 'content-security-policy')).toBe('csp-header-invalid');
    expect(resultOf(scanWith(without('x-content-type-options')), 'x-content-type-options')).toBe('x-content-type-options-not-implemented');
    expect(resultOf(scanWith({ ...site.page.headers, 'referrer-policy': 'unsafe-url' }), 'referrer-policy')).toBe('referrer-policy-unsafe');
    expect(resultOf(scanWith({ ...site.page.headers, 'strict-transport-security': 'max-age=300' }), 'strict-transport-security')).toBe(
      'hsts-implemented-max-age-less-than-six-months',
    );
    expect(observatoryScan({ ...site, setCookies: ['sessionid=1; Path=/'] }).tests.find((t) => t.test === 'cookies')?.result).toBe('cookies-session-without-httponly-flag');
    expect(observatoryScan({ ...site, https: false, setCookies: ['sessionid=1; Path=/; HttpOnly'] }).tests.find((t) => t.test === 'cookies')?.result).toBe(
      'cookies-session-without-secure-flag',
    );
    expect(observatoryScan({ ...site, setCookies: ['consent_state=x; Path=/; Secure; SameSite=Lax'] }).tests.find((t) => t.test === 'cookies')?.result).toBe(
      'cookies-secure-with-httponly-sessions-and-samesite',
    );
    expect(
      observatoryScan({ ...site, corsPreflight: { origin: 'https://a.example', headers: { 'access-control-allow-origin': 'https://a.example', 'access-control-allow-credentials': 'true' } } })
        .tests.find((t) => t.test === 'cross-origin-resource-sharing')?.result,
    ).toBe('cross-origin-resource-sharing-implemented-with-universal-access');
    const foreignScript = { ...site, page: { ...site.page, body: '<script src="https://cdn.other.example/x.js"></script>' } };
    expect(resultOf(observatoryScan(foreignScript), 'subresource-integrity')).toBe('sri-not-implemented-but-external-scripts-loaded-securely');
  });

  it('parses policies the way the Observatory does', () => {
    expect(parsePolicy("Default-Src 'NONE'; img-src; script-src 'self'")).toEqual(
      new Map([
        ['default-src', new Set(["'none'"])],
        ['img-src', new Set(["'none'"])],
        ['script-src', new Set(["'self'"])],
      ]),
    );
    expect(parsePolicy('x')).toBeNull();
  });

  it('maps scores to grades', () => {
    expect([120, 100, 99, 90, 89, 84, 70, 50, 25, 20, -10].map(gradeFor)).toEqual(['A+', 'A+', 'A', 'A', 'A-', 'B+', 'B', 'C', 'D-', 'F', 'F']);
  });
});
