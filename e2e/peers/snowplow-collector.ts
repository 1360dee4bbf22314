// A loopback Snowplow collector for the e2e suite: decodes tracker-protocol POSTs (tp2), stores the
// events with what the request carried (user agent, SP-Anonymous, cookies), fails with 503 on demand,
// and answers a small control API. Binds 127.0.0.1 only and exits by itself when orphaned.
//
//   POST /com.snowplowanalytics.snowplow/tp2     the tracker's endpoint (CORS preflight answered)
//   GET  /control/health                         200 once listening
//   GET  /control/events?agent=X                 { events, rejected } for user agents containing X
//   POST /control/reset?agent=X                  forget those events and rejections
//   POST /control/failing?agent=X&on=1|0         answer 503 to those user agents, or stop doing so
//
// Usage: COLLECTOR_PORT=9090 npx tsx e2e/peers/snowplow-collector.ts
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { type CollectedEvent, decodePayload, ProtocolError } from './tracker-protocol';
import { stopWithRunner } from './stop-with-runner';

const TP2_PATH = '/com.snowplowanalytics.snowplow/tp2';
const MAX_BODY_BYTES = 1_000_000;

type Rejection = { receivedAt: number; userAgent: string; status: number };

const events: CollectedEvent[] = [];
const rejections: Rejection[] = [];
const failingAgents = new Set<string>();

const matches = (userAgent: string, agent: string | null) => !agent || userAgent.includes(agent);

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': typeof body === 'string' ? 'text/plain; charset=utf-8' : 'application/json',
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(text);
}

/** CORS for the tracker: JSON bodies need a preflight; credentials are never allowed. */
function cors(request: IncomingMessage): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': request.headers.origin ?? '*',
    'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
    'Access-Control-Allow-Headers': request.headers['access-control-request-headers'] ?? 'Content-Type, SP-Anonymous',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new ProtocolError('body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function collect(request: IncomingMessage, response: ServerResponse) {
  const userAgent = request.headers['user-agent'] ?? '';
  const headers = cors(request);
  let body: string;
  try {
    body = await readBody(request);
  } catch {
    return send(response, 413, 'too large', headers);
  }
  if ([...failingAgents].some((agent) => matches(userAgent, agent))) {
    rejections.push({ receivedAt: Date.now(), userAgent, status: 503 });
    return send(response, 503, 'collector unavailable (on demand)', headers);
  }
  try {
    const decoded = decodePayload(body);
    const anonymous = typeof request.headers['sp-anonymous'] === 'string' ? request.headers['sp-anonymous'] : null;
    const withCookies = Boolean(request.headers.cookie);
    for (const event of decoded) events.push({ ...event, receivedAt: Date.now(), userAgent, anonymous, withCookies });
    return send(response, 200, 'ok', headers);
  } catch (error) {
    rejections.push({ receivedAt: Date.now(), userAgent, status: 400 });
    return send(response, 400, error instanceof ProtocolError ? error.message : 'bad request', headers);
  }
}

function control(url: URL, method: string, response: ServerResponse) {
  const agent = url.searchParams.get('agent');
  if (url.pathname === '/control/health') return send(response, 200, 'ok');
  if (url.pathname === '/control/events' && method === 'GET') {
    return send(response, 200, {
      events: events.filter((event) => matches(event.userAgent, agent)),
      rejected: rejections.filter((rejection) => matches(rejection.userAgent, agent)),
    });
  }
  if (url.pathname === '/control/reset' && method === 'POST') {
    const keep = <T extends { userAgent: string }>(list: T[]) => list.filter((entry) => !matches(entry.userAgent, agent));
    events.splice(0, events.length, ...keep(events));
    rejections.splice(0, rejections.length, ...keep(rejections));
    return send(response, 204, '');
  }
  if (url.pathname === '/control/failing' && method === 'POST') {
    const key = agent ?? '';
    if (url.searchParams.get('on') === '1') failingAgents.add(key);
    else failingAgents.delete(key);
    return send(response, 204, '');
  }
  return send(response, 404, 'no such control');
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const method = request.method ?? 'GET';
  if (method === 'OPTIONS') {
    response.writeHead(204, cors(request));
    return response.end();
  }
  if (url.pathname === TP2_PATH && method === 'POST') {
    collect(request, response).catch(() => send(response, 500, 'collector error'));
    return;
  }
  if (url.pathname.startsWith('/control/')) return control(url, method, response);
  send(response, 404, 'not found', cors(request));
});

const port = Number(process.env.COLLECTOR_PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('snowplow-collector: set COLLECTOR_PORT');
  process.exit(2);
}
server.listen(port, '127.0.0.1', () => console.log(`snowplow-collector: listening on http://127.0.0.1:${port}`));

stopWithRunner();
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.close(() => process.exit(0)));
