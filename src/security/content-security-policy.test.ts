import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspPeersFromEnv, httpOrigin, inlineScriptHashes, scriptHashSource } from './content-security-policy.mjs';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.split(' ')[0] === name);

describe('inlineScriptHashes', () => {
  it('hashes every executable inline script, in order, once each', () => {
    const html = `<!DOCTYPE html><html><head><script>a()</script><script type="module">b()</script></head>
      <body><script>self.__next_f.push([1,"x"])</script><script>a()</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('b()'), sha256('self.__next_f.push([1,"x"])')]);
  });

  it('leaves out scripts with src, data blocks such as JSON-LD, and commented-out scripts', () => {
    const html = `<script src="/_next/static/chunks/a.js" async=""></script>
      <script type="application/ld+json">{"@context":"https://schema.org"}</script>
      <script type='application/json'>{}</script>
      <!-- <script>commented()</script> -->
      <script TYPE="text/javascript" nonce="">kept()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('kept()')]);
  });

  it('reads the content exactly, up to the first closing tag, whatever the case or attributes', () => {
    const html = `<SCRIPT data-x=">" id='y'>if (a > b) x = "</scrip"</ScRiPt ><script></script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('if (a > b) x = "</scrip"'), sha256('')]);
  });

  it('reads markup as a browser does: script-like text in an attribute, a title or a textarea is no script', () => {
    const html = `<html><head><title><script>t()</script></title></head><body>
      <div title="<script>a()</script>"></div><textarea><script>b()</script></textarea><script>real()</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('real()')]);
  });

  it('hashes line endings as the HTML parser normalises them', () => {
    expect(inlineScriptHashes('<script>a\r\nb\rc</script>')).toEqual([sha256('a\nb\nc')]);
    expect(scriptHashSource('a\r\nb')).toBe(sha256('a\nb'));
  });

  it('hashes non-ASCII text as UTF-8', () => {
    expect(inlineScriptHashes('<script>"é→"</script>')).toEqual([sha256('"é→"')]);
  });

  it('finds nothing in a document without scripts or in input that is not text', () => {
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([]);
    expect(inlineScriptHashes(undefined as unknown as string)).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  it('denies by default and allows scripts only from self and hashes, never eval, wasm or inline', () => {
    const policy = contentSecurityPolicy({ scriptHashes: [sha256('a()')] });
    expect(directive(policy, 'default-src')).toBe("default-src 'none'");
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' ${sha256('a()')}`);
    expect(policy).not.toMatch(/'unsafe-eval'|'wasm-unsafe-eval'|script-src[^;]*'unsafe-inline'/);
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data:");
    expect(directive(policy, 'font-src')).toBe("font-src 'self'");
  });

  it('limits connect-src to self, the collector and, without a tunnel, the DSN host', () => {
    const peers = { collectorOrigin: 'http://127.0.0.1:9090/', dsnOrigin: 'https://o1.ingest.sentry.io' };
    expect(directive(contentSecurityPolicy({ ...peers, tunnelPath: '/monitoring' }), 'connect-src')).toBe(
      "connect-src 'self' http://127.0.0.1:9090",
    );
    expect(directive(contentSecurityPolicy(peers), 'connect-src')).toBe(
      "connect-src 'self' http://127.0.0.1:9090 https://o1.ingest.sentry.io",
    );
    expect(directive(contentSecurityPolicy(), 'connect-src')).toBe("connect-src 'self'");
  });

  it('leaves out what a meta policy ignores', () => {
    const policy = contentSecurityPolicy({ forMeta: true });
    expect(directive(policy, 'frame-ancestors')).toBeUndefined();
    expect(directive(policy, 'default-src')).toBe("default-src 'none'");
  });

  it('adds upgrade-insecure-requests on request', () => {
    expect(contentSecurityPolicy({ upgradeInsecureRequests: true })).toMatch(/; upgrade-insecure-requests$/);
    expect(contentSecurityPolicy()).not.toMatch(/upgrade-insecure-requests/);
  });

  it('asks for violation reports at a same-origin path, except in a meta policy', () => {
    expect(contentSecurityPolicy({ reportPath: '/csp-report' })).toMatch(/; report-uri \/csp-report$/);
    expect(contentSecurityPolicy({ reportPath: '/csp-report', forMeta: true })).not.toMatch(/report-uri/);
    expect(() => contentSecurityPolicy({ reportPath: 'https://evil.example/r' })).toThrow(/report path/);
  });

  it('refuses values that would inject into the policy, with a clear error', () => {
    expect(() => contentSecurityPolicy({ scriptHashes: ["'unsafe-inline'"] })).toThrow(/Not a CSP hash source/);
    expect(() => contentSecurityPolicy({ scriptHashes: ["'sha256-abc'; script-src *"] })).toThrow(/Not a CSP hash source/);
    expect(() => contentSecurityPolicy({ collectorOrigin: "http://a.example; script-src 'unsafe-eval'" })).toThrow(/collectorOrigin/);
    expect(() => contentSecurityPolicy({ collectorOrigin: 'javascript:alert(1)' })).toThrow(/collectorOrigin/);
    expect(() => contentSecurityPolicy({ tunnelPath: 'https://evil.example' })).toThrow(/same-origin path/);
  });

  it('lists each hash once', () => {
    const hash = sha256('x');
    expect(contentSecurityPolicy({ scriptHashes: [hash, hash] }).split(hash)).toHaveLength(2);
  });
});

describe('httpOrigin and cspPeersFromEnv', () => {
  it('reduces http(s) URLs to their origin and rejects anything else', () => {
    expect(httpOrigin('https://collector.example:8443/path?q#h')).toBe('https://collector.example:8443');
    expect(httpOrigin('http://publickey@127.0.0.1:9876/1')).toBe('http://127.0.0.1:9876');
    expect(httpOrigin('ftp://x.example')).toBeNull();
    expect(httpOrigin('not a url')).toBeNull();
    expect(httpOrigin(' ')).toBeNull();
    expect(httpOrigin(undefined)).toBeNull();
  });

  it('reads the peers the build configured, ignoring unusable values', () => {
    expect(
      cspPeersFromEnv({
        NEXT_PUBLIC_ANALYTICS_COLLECTOR: 'http://127.0.0.1:9090',
        NEXT_PUBLIC_SENTRY_DSN: 'http://publickey@127.0.0.1:9876/1',
        NEXT_PUBLIC_SENTRY_TUNNEL: '/monitoring',
      }),
    ).toEqual({ collectorOrigin: 'http://127.0.0.1:9090', dsnOrigin: 'http://127.0.0.1:9876', tunnelPath: '/monitoring' });
    expect(cspPeersFromEnv({ NEXT_PUBLIC_ANALYTICS_COLLECTOR: 'junk', NEXT_PUBLIC_SENTRY_TUNNEL: '/monitoring' })).toEqual({});
  });

  it("adds the API console's origin, given by the caller, to connect-src and nowhere else", () => {
    const peers = cspPeersFromEnv({}, 'http://127.0.0.1:9393/v1');
    expect(peers).toEqual({ apiOrigin: 'http://127.0.0.1:9393' });
    const directives = Object.fromEntries(
      contentSecurityPolicy(peers)
        .split('; ')
        .map((directive) => [directive.split(' ')[0], directive]),
    );
    expect(directives['connect-src']).toBe("connect-src 'self' http://127.0.0.1:9393");
    for (const [name, directive] of Object.entries(directives)) if (name !== 'connect-src') expect(directive).not.toContain('9393');
    expect(cspPeersFromEnv({}, 'javascript:alert(1)')).toEqual({});
    expect(() => contentSecurityPolicy({ apiOrigin: "https://a.example 'unsafe-eval'" })).toThrow(/apiOrigin must be an http\(s\) origin/);
  });
});
