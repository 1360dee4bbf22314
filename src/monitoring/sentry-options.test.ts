import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ErrorEvent } from '@sentry/nextjs';
// The SDK's own baggage writer (a dependency of @sentry/nextjs), to check the limit it enforces.
import { objectToBaggageHeader } from '@sentry/core';
import { describe, expect, it } from 'vitest';
import { BAGGAGE_MAX_CHARS, ROUTER_POLL_INTERVAL_MS, ROUTER_POLL_MAX_TRIES, sentryOptions, type MonitoringConfig } from './sentry-options';

const config: MonitoringConfig = {
  dsn: 'https://abc@o12.ingest.us.sentry.io/34',
  tunnelPath: '/monitoring',
  release: 'tessera-developers@0.1.0+abc',
  environment: 'production',
  tracing: true,
  tracingAllowed: () => true,
};

describe('sentryOptions', () => {
  it('carries the spec limits (§9): 100 breadcrumbs, normalisation depth 3', () => {
    expect(sentryOptions(config)).toMatchObject({ maxBreadcrumbs: 100, normalizeDepth: 3 });
  });

  it('tags release and environment', () => {
    expect(sentryOptions(config)).toMatchObject({ release: 'tessera-developers@0.1.0+abc', environment: 'production' });
  });

  it('sends through the tunnel path with organisation, project and region (spec §7)', () => {
    expect(sentryOptions(config)?.tunnel).toBe('/monitoring?o=12&p=34&r=us');
    expect(sentryOptions({ ...config, tunnelPath: '' })).not.toHaveProperty('tunnel');
  });

  it('collects nothing personal', () => {
    expect(sentryOptions(config)?.dataCollection).toMatchObject({
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: { allow: ['_rsc'] },
    });
  });

  it('samples each page load or navigation by the consent of the moment; Do Not Track turns tracing off, not error reporting', () => {
    let allowed = false;
    const sampler = sentryOptions({ ...config, tracingAllowed: () => allowed })?.tracesSampler;
    const context = { name: '/docs', attributes: {}, inheritOrSampleWith: (rate: number) => rate };
    expect(sampler?.(context)).toBe(0);
    allowed = true;
    expect(sampler?.(context)).toBe(1);
    const untraced = sentryOptions({ ...config, tracing: false });
    expect(untraced).not.toHaveProperty('tracesSampler');
    expect(untraced).not.toHaveProperty('tracesSampleRate');
    expect(untraced?.dsn).toBe(config.dsn);
  });

  it('runs events through the filters and the scrubber', () => {
    const options = sentryOptions(config);
    const redirect = { type: undefined, exception: { values: [{ value: 'NEXT_REDIRECT' }] } } as ErrorEvent;
    expect(options?.beforeSend?.(redirect, {})).toBeNull();
    const failure = { type: undefined, user: { ip_address: '203.0.113.9' }, exception: { values: [{ value: 'boom' }] } } as ErrorEvent;
    expect(options?.beforeSend?.(failure, {})).toEqual({ type: undefined, exception: { values: [{ value: 'boom' }] } });
  });

  it('stays off with a missing or malformed DSN', () => {
    expect(sentryOptions({ ...config, dsn: '' })).toBeNull();
    expect(sentryOptions({ ...config, dsn: 'not a dsn' })).toBeNull();
  });
});

describe('limits the SDK enforces itself, pinned so an upgrade that changes them fails here', () => {
  it(`caps baggage headers at ${BAGGAGE_MAX_CHARS} characters`, () => {
    const entries = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`sentry-k${index}`, 'v'.repeat(90)]));
    const header = objectToBaggageHeader(entries) ?? '';
    expect(header.length).toBeLessThanOrEqual(BAGGAGE_MAX_CHARS);
    expect(header.length).toBeGreaterThan(BAGGAGE_MAX_CHARS - 110);
  });

  it(`polls for the App Router every ${ROUTER_POLL_INTERVAL_MS} ms, up to ${ROUTER_POLL_MAX_TRIES} times`, () => {
    const require = createRequire(import.meta.url);
    const root = path.dirname(require.resolve('@sentry/nextjs/package.json'));
    const source = readFileSync(path.join(root, 'build/esm/client/routing/appRouterRoutingInstrumentation.js'), 'utf8');
    expect(source).toContain(`MAX_TRIES_TO_FIND_ROUTER = ${ROUTER_POLL_MAX_TRIES};`);
    expect(source).toContain(`ROUTER_AVAILABILITY_CHECK_INTERVAL_MS = ${ROUTER_POLL_INTERVAL_MS};`);
  });
});
