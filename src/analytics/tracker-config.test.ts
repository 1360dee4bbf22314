import { describe, expect, it } from 'vitest';
import { doNotTrack } from './do-not-track';
import { collectorEndpoint, trackerConfiguration } from './tracker-config';

describe('tracker configuration', () => {
  it('carries the spec constants', () => {
    expect(trackerConfiguration({ secure: true })).toMatchObject({
      eventMethod: 'post',
      postPath: '/com.snowplowanalytics.snowplow/tp2',
      maxPostBytes: 40_000,
      maxLocalStorageQueueSize: 1000,
      connectionTimeout: 5000,
      credentials: 'omit',
      respectDoNotTrack: true,
      sessionCookieTimeout: 1800,
      cookieLifetime: 63_072_000,
      cookieSecure: true,
      anonymousTracking: { withServerAnonymisation: true },
    });
    expect(trackerConfiguration({ secure: false }).cookieSecure).toBe(false);
  });

  it.each([
    [undefined, null],
    ['', null],
    ['not a url', null],
    ['ftp://collector.example', null],
    ['http://127.0.0.1:9090', 'http://127.0.0.1:9090'],
    ['https://c.example.com/', 'https://c.example.com'],
    ['https://c.example.com/prefix/', 'https://c.example.com/prefix'],
  ])('reads the collector %j as %j', (configured, endpoint) => {
    expect(collectorEndpoint(configured)).toBe(endpoint);
  });
});

describe('Do Not Track', () => {
  it.each([
    [{ navigator: { doNotTrack: '1' } }, true],
    [{ navigator: { doNotTrack: 'yes' } }, true],
    [{ navigator: { msDoNotTrack: '1' } }, true],
    [{ doNotTrack: '1' }, true],
    [{ navigator: { doNotTrack: '0' } }, false],
    [{ navigator: { doNotTrack: null } }, false],
    [{ navigator: {} }, false],
    [{}, false],
  ])('%j → %s', (scope, on) => {
    expect(doNotTrack(scope)).toBe(on);
  });
});
