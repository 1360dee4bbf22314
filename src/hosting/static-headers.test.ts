import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@/security/content-security-policy.mjs';
import { headersFile, headersFor, pageMetaPolicy, parseHeadersFile, staticHeaderPolicy, staticHeaderRules } from './static-headers';

const directiveNames = (policy: string) => policy.split('; ').map((directive) => directive.split(' ')[0]);
const header = (rules: ReturnType<typeof staticHeaderRules>, pattern: string, key: string) =>
  rules.find((rule) => rule.pattern === pattern)?.headers.find((entry) => entry.key === key)?.value;

describe('static host policies', () => {
  it('the header policy keeps every page-independent directive, frame-ancestors included, and leaves scripts to the page', () => {
    const policy = staticHeaderPolicy({ collectorOrigin: 'https://c.example.com' });
    expect(directiveNames(policy)).not.toContain('script-src');
    expect(directiveNames(policy)).not.toContain('default-src');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("connect-src 'self' https://c.example.com");
  });

  it("the page policy is the site's policy for a <meta>: the page's hashes, no frame-ancestors", () => {
    const hash = "'sha256-AAAA'";
    const policy = pageMetaPolicy([hash], { dsnOrigin: 'https://o1.ingest.sentry.io' });
    expect(policy).toBe(contentSecurityPolicy({ scriptHashes: [hash], dsnOrigin: 'https://o1.ingest.sentry.io', forMeta: true }));
    expect(policy).toContain(`script-src 'self' ${hash}`);
    expect(policy).toContain("connect-src 'self' https://o1.ingest.sentry.io");
    expect(directiveNames(policy)).not.toContain('frame-ancestors');
  });
});

describe('staticHeaderRules', () => {
  it('sends the hardening headers everywhere, HSTS on https, and caches hashed files for a year', () => {
    const rules = staticHeaderRules();
    expect(header(rules, '/*', 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(rules, '/*', 'Strict-Transport-Security')).toMatch(/^max-age=\d+/);
    expect(header(rules, '/*', 'Cache-Control')).toBeUndefined();
    expect(header(rules, '/_next/static/*', 'Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(header(staticHeaderRules({ https: false }), '/*', 'Strict-Transport-Security')).toBeUndefined();
  });
});

describe('_headers file', () => {
  it('writes the pattern, then indented headers, and reads back to the same rules', () => {
    const rules = staticHeaderRules({ collectorOrigin: 'https://c.example.com' });
    const text = headersFile(rules);
    expect(text).toMatch(/^\/\*\n {2}Content-Security-Policy: /m);
    expect(text).toContain('\n/_next/static/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(parseHeadersFile(text)).toEqual(rules);
  });

  it('refuses a header line outside a rule or without a colon, naming the line', () => {
    expect(() => parseHeadersFile('  X-A: b')).toThrow(/line 1/);
    expect(() => parseHeadersFile('/*\n  no colon here')).toThrow(/line 2/);
  });
});

describe('headersFor: what the thin host sends from the same rules', () => {
  const rules = staticHeaderRules({ collectorOrigin: 'https://c.example.com' });
  const named = (headers: { key: string; value: string }[], key: string) => headers.find((entry) => entry.key === key)?.value;

  it('sends every header of every rule that covers the path, the later rule winning', () => {
    const page = headersFor('/docs/quick-start', rules, { https: true });
    expect(named(page, 'X-Content-Type-Options')).toBe('nosniff');
    expect(named(page, 'Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(named(headersFor('/_next/static/chunks/a.js', rules, { https: true }), 'Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(named(headersFor('/_next/static', rules, { https: true }), 'Cache-Control')).toBe('public, max-age=0, must-revalidate');
  });

  it('adds HSTS only over https, and the report path to the policy only when reports are kept', () => {
    expect(named(headersFor('/', rules, { https: false }), 'Strict-Transport-Security')).toBeUndefined();
    expect(named(headersFor('/', rules, { https: true }), 'Strict-Transport-Security')).toMatch(/^max-age=/);
    expect(named(headersFor('/', rules, { https: false }), 'Content-Security-Policy')).not.toContain('report-uri');
    expect(named(headersFor('/', rules, { https: false, reportPath: '/csp-report' }), 'Content-Security-Policy')).toMatch(
      /frame-ancestors 'none'.*; report-uri \/csp-report$/,
    );
  });
});
