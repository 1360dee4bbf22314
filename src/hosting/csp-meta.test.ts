import { describe, expect, it } from 'vitest';
import { scriptHashSource } from '@/security/content-security-policy.mjs';
import { withCspMeta } from './csp-meta.build';
import { pageMetaPolicy } from './static-headers';

const page = (head: string, body = '') => `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const metaContent = (html: string) => /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1];

describe('withCspMeta', () => {
  it('puts the policy right after <meta charset>, before any script, with every inline script hashed', () => {
    const html = page(
      '<meta charSet="utf-8"/><title>x</title><script>boot()</script>',
      '<script>self.__next_f.push([1,"a"])</script><script src="/a.js"></script>',
    );
    const result = withCspMeta(html);
    expect(result.indexOf('http-equiv')).toBeGreaterThan(result.indexOf('charSet'));
    expect(result.indexOf('http-equiv')).toBeLessThan(result.indexOf('<script'));
    const policy = metaContent(result) ?? '';
    expect(policy).toContain(scriptHashSource('boot()'));
    expect(policy).toContain(scriptHashSource('self.__next_f.push([1,"a"])'));
    expect(policy).not.toContain('frame-ancestors');
  });

  it('carries the whole page policy, with the configured peers', () => {
    const peers = { collectorOrigin: 'https://c.example.com', dsnOrigin: 'https://o1.ingest.sentry.io' };
    expect(metaContent(withCspMeta(page('<meta charset="utf-8">'), peers))).toBe(pageMetaPolicy([], peers));
  });

  it('goes right after <head> without a charset, and changes nothing else', () => {
    const html = page('<title>x</title>');
    const result = withCspMeta(html);
    expect(result.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, '')).toBe(html);
    expect(result).toMatch(/<head><meta http-equiv=/);
  });

  it('refuses documents it cannot protect: no head, a script before the policy, a policy already there', () => {
    expect(() => withCspMeta('<p>no head</p>')).toThrow(/no <head>/);
    expect(() => withCspMeta('<script>early()</script>' + page('<meta charset="utf-8">'))).toThrow(/before/);
    expect(() => withCspMeta(withCspMeta(page('')))).toThrow(/already/);
  });
});
