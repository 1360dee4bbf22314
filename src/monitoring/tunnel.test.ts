// The tunnel handler against a real HTTP upstream on loopback (no fetch mocks).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { itemJson, parseEnvelope, serializeEnvelope } from './envelope';
import { handleTunnelPost, type TunnelSettings } from './tunnel';

type Seen = { path: string; headers: IncomingHttpHeaders; body: Buffer };
type Behaviour = 'ok' | 'rate-limited' | 'failing' | 'hang' | 'redirect';

let upstream: Server;
let port = 0;
let seen: Seen[] = [];
let behaviour: Behaviour = 'ok';

beforeAll(async () => {
  upstream = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      if (behaviour === 'hang') return;
      if (behaviour === 'rate-limited') response.writeHead(429, { 'retry-after': '60', 'x-sentry-rate-limits': '60::organization' });
      else if (behaviour === 'failing') response.writeHead(503);
      else if (behaviour === 'redirect') response.writeHead(307, { location: 'http://169.254.169.254/' });
      else response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'upstream=1' });
      response.end('{"id":"e1"}');
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  port = (upstream.address() as AddressInfo).port;
});
afterAll(async () => {
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});
beforeEach(() => {
  seen = [];
  behaviour = 'ok';
});

const dsn = () => `http://publickey@127.0.0.1:${port}/1`;
const settings = (extra: Partial<TunnelSettings> = {}): TunnelSettings => ({ dsn: dsn(), tunnelPath: '/monitoring', ...extra });
const envelope = (header: Record<string, unknown> = { dsn: dsn() }) =>
  serializeEnvelope({ header: { event_id: 'e1', ...header }, items: [{ header: { type: 'event' }, payload: { message: 'hi' } }] });
const post = (body: BodyInit, { query = '?p=1', headers = {} }: { query?: string; headers?: Record<string, string> } = {}) =>
  new Request(`http://127.0.0.1:3000/api/monitoring-tunnel${query}`, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('the tunnel forwards only what it should', () => {
  it("forwards a well-formed envelope for the configured DSN to that DSN's ingest, byte for byte", async () => {
    const body = envelope();
    const response = await handleTunnelPost(post(body), settings());
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.path).toBe('/api/1/envelope/');
    expect(new Uint8Array(seen[0]?.body ?? [])).toEqual(body);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('sends nothing of the visitor along: no cookies, no addresses, no referrer', async () => {
    await handleTunnelPost(
      post(envelope(), { headers: { cookie: 'consent_state=x', 'x-forwarded-for': '203.0.113.9', referer: 'https://a.example/?token=1' } }),
      settings(),
    );
    expect(seen[0]?.headers).not.toHaveProperty('cookie');
    expect(seen[0]?.headers).not.toHaveProperty('x-forwarded-for');
    expect(seen[0]?.headers).not.toHaveProperty('referer');
  });

  it.each([
    ['another host', { dsn: 'http://publickey@169.254.169.254/1' }, 403],
    ['another project', { dsn: 'http://publickey@127.0.0.1:PORT/2' }, 403],
    ['no DSN', {}, 400],
  ])('refuses an envelope naming %s, forwarding nothing', async (_label, header, status) => {
    const forged = 'dsn' in header ? { dsn: header.dsn.replace('PORT', String(port)) } : { dsn: undefined };
    const response = await handleTunnelPost(post(envelope(forged)), settings());
    expect(response.status).toBe(status);
    expect(seen).toEqual([]);
  });

  it('refuses query parameters naming another project', async () => {
    expect((await handleTunnelPost(post(envelope(), { query: '?p=2' }), settings())).status).toBe(403);
    expect(seen).toEqual([]);
  });

  it('refuses a malformed body with 400', async () => {
    for (const body of ['', 'not an envelope', '{"dsn":1}\n', '{}\n{"type":"event"}\nnot json']) {
      expect((await handleTunnelPost(post(body), settings())).status).toBe(400);
    }
    expect(seen).toEqual([]);
  });

  it('refuses a body over the limit with 413, by its declared length or as it streams in', async () => {
    const limits = { maxBodyBytes: 1024 };
    const big = new Uint8Array(2048).fill(0x20);
    expect((await handleTunnelPost(post(big), settings({ limits }))).status).toBe(413);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 4; index++) controller.enqueue(new Uint8Array(512));
        controller.close();
      },
    });
    expect((await handleTunnelPost(post(stream), settings({ limits }))).status).toBe(413);
    expect(seen).toEqual([]);
  });

  it('gives up on a body that trickles in (408) instead of hanging', async () => {
    const stream = new ReadableStream<Uint8Array>({ start: (controller) => controller.enqueue(new Uint8Array(10)) });
    const response = await handleTunnelPost(post(stream), settings({ limits: { bodyTimeoutMs: 50 } }));
    expect(response.status).toBe(408);
  });

  it('answers 404 when no tunnel or no valid DSN is configured', async () => {
    expect((await handleTunnelPost(post(envelope()), settings({ tunnelPath: undefined }))).status).toBe(404);
    expect((await handleTunnelPost(post(envelope()), settings({ dsn: 'nonsense' }))).status).toBe(404);
    expect(seen).toEqual([]);
  });
});

describe('the tunnel rewrites error events on the way', () => {
  const mixed = () =>
    serializeEnvelope({
      header: { event_id: 'e1', dsn: dsn() },
      items: [
        { header: { type: 'event' }, payload: { message: 'hi', exception: { values: [{ value: 'boom' }] } } },
        { header: { type: 'attachment', filename: 'a.bin' }, payload: new Uint8Array([0, 10, 255]) },
      ],
    });
  const forwarded = () => {
    const parsed = parseEnvelope(new Uint8Array(seen[0]?.body ?? []));
    if (!parsed.ok) throw new Error(parsed.reason);
    return parsed.envelope;
  };

  it('forwards the rewritten event and every other item as it came', async () => {
    const response = await handleTunnelPost(post(mixed()), settings({ rewriteEvent: (event) => ({ ...event, message: 'rewritten' }) }));
    expect(response.status).toBe(200);
    const [event, attachment] = forwarded().items;
    expect(itemJson(event!)).toEqual({ message: 'rewritten', exception: { values: [{ value: 'boom' }] } });
    expect(attachment?.header).toMatchObject({ type: 'attachment', filename: 'a.bin', length: 3 });
    expect([...(attachment?.payload ?? [])]).toEqual([0, 10, 255]);
  });

  it('forwards an event as it came when the rewrite fails, and envelopes without events byte for byte', async () => {
    await handleTunnelPost(
      post(mixed()),
      settings({
        rewriteEvent: () => {
          throw new Error('no maps');
        },
      }),
    );
    expect(itemJson(forwarded().items[0]!)).toEqual({ message: 'hi', exception: { values: [{ value: 'boom' }] } });

    seen = [];
    const spans = serializeEnvelope({ header: { dsn: dsn() }, items: [{ header: { type: 'span' }, payload: { items: [] } }] });
    await handleTunnelPost(post(spans), settings({ rewriteEvent: () => ({ replaced: true }) }));
    expect(new Uint8Array(seen[0]?.body ?? [])).toEqual(spans);
  });
});

describe('the tunnel when the ingest misbehaves', () => {
  it('passes rate limits back so the SDK backs off', async () => {
    behaviour = 'rate-limited';
    const response = await handleTunnelPost(post(envelope()), settings());
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('60');
    expect(response.headers.get('x-sentry-rate-limits')).toBe('60::organization');
  });

  it('answers 502 for a failing ingest and does not follow redirects', async () => {
    behaviour = 'failing';
    expect((await handleTunnelPost(post(envelope()), settings())).status).toBe(502);
    behaviour = 'redirect';
    expect((await handleTunnelPost(post(envelope()), settings())).status).toBe(502);
    expect(seen).toHaveLength(2);
  });

  it('answers 502 at once when the ingest is unreachable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = `http://publickey@127.0.0.1:${closedPort}/1`;
    const response = await handleTunnelPost(post(envelope({ dsn: unreachable })), settings({ dsn: unreachable }));
    expect(response.status).toBe(502);
  });

  it('answers 504 when the ingest is slower than the upstream timeout', async () => {
    behaviour = 'hang';
    const started = Date.now();
    const response = await handleTunnelPost(post(envelope()), settings({ limits: { upstreamTimeoutMs: 200 } }));
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
