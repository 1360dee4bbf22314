// A loopback mock of the Tessera REST API for the e2e suite and `npm run dev`: the operations of
// content/openapi/tessera.yaml, answered from their examples after the bearer-token check and validation
// against the document (tessera-api-backend.ts, openapi-backend); the document's error bodies; CORS for the
// API console; a latency knob for time-out tests. Binds 127.0.0.1 only and records every request it gets.
//
//   <METHOD> /v1/…      the document's operations (401, 400, 422, 404, 405, 413 as the document words them)
//   OPTIONS  /…         CORS preflight, 204
//
// Run: TESSERA_API_PORT=9393 TESSERA_API_ORIGINS=http://localhost:3000 node --import tsx e2e/peers/tessera-api.ts
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import type { Document } from 'openapi-backend';
import { stopWithRunner } from './stop-with-runner';
import { type Answer, bearerToken, createTesseraMock, errorAnswer, RATE_LIMIT_PER_MINUTE_BY_TIER } from './tessera-api-backend';

export type TesseraApiOptions = {
  /** 0 or omitted: any free port. */
  port?: number;
  /** Origins the browser may call from; default '*'. Any other origin gets no CORS headers at all. */
  allowedOrigins?: readonly string[] | '*';
  /** Hold every answer but preflights this long; default 0. */
  latencyMs?: number;
  /** The document to answer from; default content/openapi/tessera.yaml. */
  document?: Document;
};
export type RecordedRequest = {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body: unknown;
};
export type TesseraApi = {
  /** e.g. http://127.0.0.1:9393/v1, no trailing slash. */
  url: string;
  port: number;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

export const DEFAULT_TESSERA_API_PORT = 9393;
const HOST = '127.0.0.1';
/** As the document says the API limits bodies (4 MB). */
const MAX_BODY_BYTES = 4_000_000;
const PREFLIGHT_MAX_AGE_SECONDS = 600;
const RATE_LIMIT_WINDOW_SECONDS = 60;
const PARENT_CHECK_MS = 2000;
/** Headers a page may send besides the safelisted ones: the token, JSON, and the document's Idempotency-Key. */
const ALLOWED_REQUEST_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key'];
const EXPOSED_HEADERS = [
  'X-Request-Id',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'Deprecation',
  'Sunset',
  'Link',
];
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';
/** Crockford's base32, as the document's request ids (`req_01HV3K8Q2M7W`) look. */
const ID_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export async function startTesseraApi(options: TesseraApiOptions = {}): Promise<TesseraApi> {
  const { port = 0, allowedOrigins = '*', latencyMs = 0, document } = options;
  const mock = await createTesseraMock(document);
  const requests: RecordedRequest[] = [];
  const rateLimit = rateLimiter();
  const closing = new AbortController();
  const preflightMethods = [...mock.methods, 'OPTIONS'].join(', ');

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const requestId = newRequestId();
    const url = new URL(request.url ?? '/', `http://${HOST}`);
    const method = request.method ?? 'GET';
    const headers = flatHeaders(request.headers);
    const query = queryOf(url.searchParams);
    const origin = corsOrigin(headers.origin, allowedOrigins);
    if (method === 'OPTIONS') {
      requests.push({ method, path: url.pathname, query, headers, body: undefined });
      const cors: Record<string, string> = origin
        ? {
            'Access-Control-Allow-Origin': origin,
            'Access-Control-Allow-Methods': preflightMethods,
            'Access-Control-Allow-Headers': allowHeaders(headers['access-control-request-headers']),
            'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
          }
        : {};
      response.writeHead(204, { 'X-Request-Id': requestId, Vary: 'Origin, Access-Control-Request-Headers', ...cors });
      return response.end();
    }
    const body = await readBody(request);
    requests.push({ method, path: url.pathname, query, headers, body: body.tooLarge ? undefined : recordedBody(body.text) });
    const answer = body.tooLarge
      ? errorAnswer(413, 'payload_too_large', 'Request bodies are limited to 4 MB. Split the changes into several requests.', requestId)
      : await mock.answer({ method, path: url.pathname, query, headers, body: body.text }, requestId);
    if (latencyMs > 0) await sleep(latencyMs, undefined, { signal: closing.signal });
    const token = bearerToken(headers.authorization);
    send(response, answer, {
      'X-Request-Id': requestId,
      ...(token && answer.rateLimitTier !== undefined ? rateLimit(token, answer.rateLimitTier) : {}),
      Vary: 'Origin',
      ...(origin ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(', ') } : {}),
    });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      // Closing ends held answers; anything else is the mock's own fault, answered as the document's 500.
      if (closing.signal.aborted || response.headersSent || response.destroyed) return;
      send(response, errorAnswer(500, 'internal_error', 'The mock failed on this request.', newRequestId()), {});
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('tessera-api: no TCP address');

  let closed: Promise<void> | undefined;
  return {
    url: `http://${HOST}:${address.port}${mock.basePath}`,
    port: address.port,
    requests,
    close() {
      closed ??= new Promise<void>((resolve, reject) => {
        closing.abort();
        server.close((error) => (error ? reject(error) : resolve()));
        // Held answers and keep-alive sockets would keep close() waiting.
        server.closeAllConnections();
      });
      return closed;
    },
  };
}

/** TESSERA_API_PORT (default 9393) and TESSERA_API_ORIGINS (comma list; unset, empty or '*': any origin). */
export function tesseraApiOptionsFromEnv(env: NodeJS.ProcessEnv): TesseraApiOptions {
  const port = Number(env.TESSERA_API_PORT ?? DEFAULT_TESSERA_API_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error('tessera-api: TESSERA_API_PORT must be a port number');
  const origins = (env.TESSERA_API_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return { port, allowedOrigins: origins.length === 0 || origins.includes('*') ? '*' : origins };
}

function send(response: ServerResponse, answer: Answer, headers: Record<string, string>) {
  if (response.destroyed) return;
  const text = answer.body === undefined ? undefined : JSON.stringify(answer.body);
  response.writeHead(answer.status, {
    ...(text === undefined ? {} : { 'Content-Type': JSON_CONTENT_TYPE }),
    'Cache-Control': 'no-store',
    ...headers,
    ...answer.headers,
  });
  response.end(text);
}

function corsOrigin(origin: string | undefined, allowed: readonly string[] | '*'): string | null {
  if (allowed === '*') return '*';
  return origin !== undefined && allowed.includes(origin) ? origin : null;
}

/** The requested headers that are allowed (so a browser refuses any other), or all allowed ones. */
function allowHeaders(requested: string | undefined): string {
  const allowed = new Map(ALLOWED_REQUEST_HEADERS.map((name) => [name.toLowerCase(), name]));
  const echoed = (requested ?? '')
    .split(',')
    .map((name) => allowed.get(name.trim().toLowerCase()))
    .filter((name) => name !== undefined);
  return (echoed.length > 0 ? [...new Set(echoed)] : ALLOWED_REQUEST_HEADERS).join(', ');
}

/** Plausible X-RateLimit-* values: a per-token window of a minute per tier, counted but never enforced. */
function rateLimiter() {
  const windows = new Map<string, { resetSeconds: number; used: number }>();
  return (token: string, tier: number): Record<string, string> => {
    const limit = RATE_LIMIT_PER_MINUTE_BY_TIER[tier];
    if (limit === undefined) return {};
    const nowSeconds = Math.floor(Date.now() / 1000);
    const key = `${tier} ${token}`;
    let window = windows.get(key);
    if (!window || window.resetSeconds <= nowSeconds) {
      window = { resetSeconds: (Math.floor(nowSeconds / RATE_LIMIT_WINDOW_SECONDS) + 1) * RATE_LIMIT_WINDOW_SECONDS, used: 0 };
      windows.set(key, window);
    }
    window.used += 1;
    return {
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': String(Math.max(0, limit - window.used)),
      'X-RateLimit-Reset': String(window.resetSeconds),
    };
  };
}

/** The whole body, or only the news that it passed the limit (read to the end so the client gets the 413). */
async function readBody(request: IncomingMessage): Promise<{ text: string | undefined; tooLarge: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  if (size > MAX_BODY_BYTES) return { text: undefined, tooLarge: true };
  return { text: size === 0 ? undefined : Buffer.concat(chunks).toString('utf8'), tooLarge: false };
}

function recordedBody(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function flatHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  return flat;
}

function queryOf(params: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    query[name] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

function newRequestId(): string {
  return `req_${[...randomBytes(12)].map((byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('')}`;
}

/** Started by `npm run mock-api` or a shell rather than by the suite: stop once the parent is gone. */
function stopWithParent(stop: () => void) {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, PARENT_CHECK_MS).unref();
}

const entry = process.argv[1];
if (entry !== undefined && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  const api = await startTesseraApi(tesseraApiOptionsFromEnv(process.env));
  console.log(`tessera-api: listening on ${api.url}`);
  const stop = () => void api.close().finally(() => process.exit(0));
  if (process.env.E2E_RUNNER_PID) stopWithRunner();
  else stopWithParent(stop);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop);
}
