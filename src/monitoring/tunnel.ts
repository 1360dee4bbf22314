// The same-origin tunnel (server): takes envelopes the browser posts to NEXT_PUBLIC_SENTRY_TUNNEL and
// forwards them to the configured DSN's ingest, and nowhere else. Never an open proxy, never a hang:
// bad input gets a 4xx at once, an ingest that is down or slow a 502/504 within seconds. On the way,
// error events can be rewritten (the route makes their stack traces readable).
import { parseDsn, tunnelVerdict } from './dsn';
import { itemJson, parseEnvelope, serializeEnvelope, type Envelope, type JsonObject } from './envelope';

export const TUNNEL_BODY_MAX_BYTES = 1024 * 1024;
/** A client that trickles its body is cut off after this long (408). */
export const TUNNEL_BODY_TIMEOUT_MS = 5000;
/** An ingest that has not answered after this long is given up on (504). */
export const TUNNEL_UPSTREAM_TIMEOUT_MS = 3000;

export type TunnelSettings = {
  dsn: string | undefined;
  tunnelPath: string | undefined;
  /** Overrides for tests; the defaults are the constants above. */
  limits?: Partial<TunnelLimits>;
  /** Rewrites each error event before it is forwarded; an event it throws on goes as it came. */
  rewriteEvent?: (event: JsonObject) => JsonObject;
};
type TunnelLimits = { maxBodyBytes: number; bodyTimeoutMs: number; upstreamTimeoutMs: number };
const DEFAULT_LIMITS: TunnelLimits = {
  maxBodyBytes: TUNNEL_BODY_MAX_BYTES,
  bodyTimeoutMs: TUNNEL_BODY_TIMEOUT_MS,
  upstreamTimeoutMs: TUNNEL_UPSTREAM_TIMEOUT_MS,
};

/** Rate-limit headers the SDK reads to back off; the only upstream headers passed back. */
const PASSED_BACK_HEADERS = ['retry-after', 'x-sentry-rate-limits'];

const answer = (status: number, message: string, headers?: HeadersInit) =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });

type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; status: 408 | 413 };

async function readBody(request: Request, limits: TunnelLimits): Promise<BodyRead> {
  const declared = Number(request.headers.get('content-length'));
  if (declared > limits.maxBodyBytes) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, bytes: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), limits.bodyTimeoutMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timeout]);
      if (next === 'timeout') {
        void reader.cancel().catch(() => {});
        return { ok: false, status: 408 };
      }
      if (next.done) break;
      size += next.value.length;
      if (size > limits.maxBodyBytes) {
        void reader.cancel().catch(() => {});
        return { ok: false, status: 413 };
      }
      chunks.push(next.value);
    }
  } finally {
    clearTimeout(timer);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.length;
  }
  return { ok: true, bytes };
}

async function forward(endpoint: string, body: Uint8Array<ArrayBuffer>, limits: TunnelLimits): Promise<Response> {
  try {
    const upstream = await fetch(endpoint, {
      method: 'POST',
      body,
      // Nothing of the visitor's request goes along: no cookies, no client address, no referrer.
      headers: { 'content-type': 'application/x-sentry-envelope' },
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(limits.upstreamTimeoutMs),
    });
    await upstream.body?.cancel().catch(() => {});
    const headers: Record<string, string> = {};
    for (const name of PASSED_BACK_HEADERS) {
      const value = upstream.headers.get(name);
      if (value) headers[name] = value;
    }
    // A redirect is not followed (the endpoint is fixed) and a failing ingest is a bad gateway to the browser.
    if (upstream.status >= 300 && upstream.status < 400) return answer(502, 'ingest redirected', headers);
    if (upstream.status >= 500) return answer(502, `ingest answered ${upstream.status}`, headers);
    return answer(upstream.status, upstream.ok ? 'forwarded' : `ingest answered ${upstream.status}`, headers);
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return timedOut ? answer(504, 'ingest did not answer in time') : answer(502, 'ingest unreachable');
  }
}

/** The envelope with its error events rewritten, or the original bytes when it carries none. */
function rewrittenEvents(
  envelope: Envelope,
  bytes: Uint8Array<ArrayBuffer>,
  rewrite: (event: JsonObject) => JsonObject,
): Uint8Array<ArrayBuffer> {
  if (!envelope.items.some((item) => item.header.type === 'event')) return bytes;
  return serializeEnvelope({
    header: envelope.header,
    items: envelope.items.map((item) => {
      const event = item.header.type === 'event' ? itemJson(item) : null;
      if (typeof event !== 'object' || event === null || Array.isArray(event)) return { header: item.header, payload: item.payload };
      let payload: JsonObject;
      try {
        payload = rewrite(event as JsonObject);
      } catch {
        payload = event as JsonObject;
      }
      // The item's own length no longer fits the rewritten payload; it is written as one JSON line.
      const { length: _length, ...header } = item.header;
      return { header, payload };
    }),
  });
}

/** Handles one POST to the tunnel. */
export async function handleTunnelPost(request: Request, settings: TunnelSettings): Promise<Response> {
  const configured = parseDsn(settings.dsn);
  if (!configured || !settings.tunnelPath) return answer(404, 'error-reporting tunnel is not configured');

  const limits = { ...DEFAULT_LIMITS, ...settings.limits };
  const body = await readBody(request, limits);
  if (!body.ok) return answer(body.status, body.status === 413 ? 'envelope too large' : 'request body too slow');

  const parsed = parseEnvelope(body.bytes);
  if (!parsed.ok) return answer(400, `malformed envelope: ${parsed.reason}`);

  const verdict = tunnelVerdict(parsed.envelope.header.dsn, new URL(request.url).searchParams, configured);
  if (!verdict.forward) return answer(verdict.status, `refused: ${verdict.reason}`);

  const forwarded = settings.rewriteEvent ? rewrittenEvents(parsed.envelope, body.bytes, settings.rewriteEvent) : body.bytes;
  return forward(verdict.endpoint, forwarded, limits);
}
