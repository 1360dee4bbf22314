import { describe, expect, it } from 'vitest';
import { envelopeEndpoint, parseDsn, tunnelUrl, tunnelVerdict, type Dsn } from './dsn';

const LOOPBACK = 'http://publickey@127.0.0.1:9876/1';
const SAAS = 'https://abc123@o4501.ingest.de.sentry.io/4502';

const configured = (text: string): Dsn => {
  const dsn = parseDsn(text);
  if (!dsn) throw new Error(`test DSN did not parse: ${text}`);
  return dsn;
};
const noQuery = new URLSearchParams();

describe('parseDsn', () => {
  it('reads a loopback DSN', () => {
    expect(parseDsn(LOOPBACK)).toEqual({
      protocol: 'http',
      publicKey: 'publickey',
      host: '127.0.0.1',
      port: '9876',
      path: '',
      projectId: '1',
    });
  });

  it('reads organisation and region from a SaaS ingest host', () => {
    expect(parseDsn(SAAS)).toMatchObject({ host: 'o4501.ingest.de.sentry.io', orgId: '4501', region: 'de', projectId: '4502', port: '' });
    expect(parseDsn('https://k@o7.ingest.sentry.io/8')).toMatchObject({ orgId: '7', projectId: '8' });
    expect(parseDsn('https://k@o7.ingest.sentry.io/8')).not.toHaveProperty('region');
  });

  it('keeps a path prefix and normalises host case and default ports', () => {
    expect(parseDsn('https://k@Sentry.Example.com:443/relay/sub/42')).toMatchObject({
      host: 'sentry.example.com',
      port: '',
      path: 'relay/sub',
      projectId: '42',
    });
  });

  it.each([
    ['not a string', 42],
    ['empty', ''],
    ['no key', 'https://o1.ingest.sentry.io/1'],
    ['other scheme', 'ftp://k@host/1'],
    ['no project', 'https://k@host/'],
    ['non-numeric project', 'https://k@host/abc'],
    ['query', 'https://k@host/1?x=1'],
    ['fragment', 'https://k@host/1#x'],
    ['empty path segment', 'https://k@host//1'],
    ['key with symbols', 'https://k-y@host/1'],
    ['garbage', '::::'],
  ])('refuses %s', (_label, text) => {
    expect(parseDsn(text)).toBeNull();
  });
});

describe('envelope endpoint and tunnel URL', () => {
  it('posts to /api/<project>/envelope/ on the DSN host, after any path prefix', () => {
    expect(envelopeEndpoint(configured(LOOPBACK))).toBe('http://127.0.0.1:9876/api/1/envelope/');
    expect(envelopeEndpoint(configured('https://k@host.example/relay/5'))).toBe('https://host.example/relay/api/5/envelope/');
  });

  it('adds the organisation, project and region parameters the DSN has', () => {
    expect(tunnelUrl('/monitoring', configured(SAAS))).toBe('/monitoring?o=4501&p=4502&r=de');
    expect(tunnelUrl('/monitoring', configured(LOOPBACK))).toBe('/monitoring?p=1');
  });
});

describe('tunnelVerdict', () => {
  it('forwards an envelope whose DSN is the configured one, to the configured endpoint', () => {
    expect(tunnelVerdict(LOOPBACK, noQuery, configured(LOOPBACK))).toEqual({
      forward: true,
      endpoint: 'http://127.0.0.1:9876/api/1/envelope/',
    });
    expect(tunnelVerdict(SAAS, new URLSearchParams('o=4501&p=4502&r=de'), configured(SAAS))).toMatchObject({ forward: true });
  });

  it('ignores spelling differences the URL parser normalises', () => {
    expect(tunnelVerdict('HTTP://publickey@127.0.0.1:9876/1', noQuery, configured(LOOPBACK))).toMatchObject({ forward: true });
  });

  it.each([
    ['another host', 'http://publickey@evil.example:9876/1'],
    ['another port', 'http://publickey@127.0.0.1:9877/1'],
    ['another scheme', 'https://publickey@127.0.0.1:9876/1'],
    ['a path prefix', 'http://publickey@127.0.0.1:9876/x/1'],
    ['another project', 'http://publickey@127.0.0.1:9876/2'],
    ['another key', 'http://otherkey@127.0.0.1:9876/1'],
  ])('refuses a DSN with %s (403)', (_label, dsn) => {
    expect(tunnelVerdict(dsn, noQuery, configured(LOOPBACK))).toMatchObject({ forward: false, status: 403 });
  });

  it('refuses an envelope without a DSN, or with one that is not a DSN (400)', () => {
    expect(tunnelVerdict(undefined, noQuery, configured(LOOPBACK))).toMatchObject({ forward: false, status: 400 });
    expect(tunnelVerdict({ host: '127.0.0.1' }, noQuery, configured(LOOPBACK))).toMatchObject({ forward: false, status: 400 });
    expect(tunnelVerdict('http://127.0.0.1:9876/1', noQuery, configured(LOOPBACK))).toMatchObject({ forward: false, status: 400 });
  });

  it('refuses query parameters that name another organisation, project or region', () => {
    const saas = configured(SAAS);
    expect(tunnelVerdict(SAAS, new URLSearchParams('o=1&p=4502&r=de'), saas)).toMatchObject({ status: 403 });
    expect(tunnelVerdict(SAAS, new URLSearchParams('o=4501&p=1&r=de'), saas)).toMatchObject({ status: 403 });
    expect(tunnelVerdict(SAAS, new URLSearchParams('o=4501&p=4502&r=us'), saas)).toMatchObject({ status: 403 });
    // A loopback DSN has no organisation, so none may be named.
    expect(tunnelVerdict(LOOPBACK, new URLSearchParams('o=1&p=1'), configured(LOOPBACK))).toMatchObject({ status: 403 });
    expect(tunnelVerdict(LOOPBACK, new URLSearchParams('p=1&p=1'), configured(LOOPBACK))).toMatchObject({ status: 400 });
  });

  it('accepts a request without query parameters (the core tunnel option sends none)', () => {
    expect(tunnelVerdict(SAAS, noQuery, configured(SAAS))).toMatchObject({ forward: true });
  });
});
