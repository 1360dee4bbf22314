// A loopback Sentry ingest for the e2e suite: takes envelopes at /api/<project>/envelope/ as Sentry
// does, decodes them, and keeps them for the tests. Control API under /control/: list what arrived,
// reset, and go down or slow on demand for the envelopes that carry a test's marker (its run id), so
// tests running beside it are not affected. Binds 127.0.0.1 only and exits when the suite that started it goes.
// Run: INGEST_PORT=9876 node --import tsx e2e/peers/sentry-ingest.ts
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { itemJson, parseEnvelope } from '../../src/monitoring/envelope';
import type { IngestMode, ReceivedEnvelope } from './sentry-ingest-types';
import { stopWithRunner } from './stop-with-runner';

const port = Number(process.env.INGEST_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('INGEST_PORT must be a port number');

/** How long a 'slow' ingest waits before answering: far beyond the tunnel's upstream timeout. */
const SLOW_ANSWER_MS = 15_000;
const ENVELOPE_PATH = /^\/api\/(\d+)\/envelope\/?$/;

/** Marker → how envelopes whose body contains it are answered; any other envelope is taken. */
const modes = new Map<string, Exclude<IngestMode, 'up'>>();
let received: ReceivedEnvelope[] = [];
let nextId = 1;

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function send(response: ServerResponse, status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/plain' : 'application/json' });
  response.end(text);
}

function modeFor(body: Buffer): IngestMode {
  const text = body.toString('utf8');
  for (const [marker, mode] of modes) if (text.includes(marker)) return mode;
  return 'up';
}

async function takeEnvelope(request: IncomingMessage, response: ServerResponse, url: URL, project: string) {
  const body = await readBody(request);
  const mode = modeFor(body);
  if (mode === 'down') {
    // As good as a crashed ingest: the connection is dropped without an answer.
    request.socket.destroy();
    return;
  }
  if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, SLOW_ANSWER_MS));
  const parsed = parseEnvelope(body);
  if (!parsed.ok) {
    send(response, 400, { detail: parsed.reason });
    return;
  }
  const { header, items } = parsed.envelope;
  received.push({
    id: nextId++,
    receivedAt: new Date().toISOString(),
    project,
    query: Object.fromEntries(url.searchParams),
    headers: Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)])),
    header,
    items: items.map((item) => ({ header: item.header, payload: itemJson(item), size: item.payload.length })),
  });
  send(response, 200, { id: typeof header.event_id === 'string' ? header.event_id : null });
}

async function control(request: IncomingMessage, response: ServerResponse, url: URL) {
  const action = `${request.method} ${url.pathname}`;
  if (action === 'GET /control/health') return send(response, 200, 'ok');
  if (action === 'GET /control/envelopes') return send(response, 200, received);
  if (action === 'POST /control/reset') {
    received = [];
    modes.clear();
    return send(response, 200, { mode: 'up' });
  }
  if (action === 'POST /control/mode') {
    const wanted = url.searchParams.get('set');
    const marker = url.searchParams.get('for');
    if (wanted !== 'up' && wanted !== 'down' && wanted !== 'slow') return send(response, 400, 'set=up|down|slow');
    if (!marker) return send(response, 400, 'for=<marker>: the text that marks the envelopes it applies to');
    if (wanted === 'up') modes.delete(marker);
    else modes.set(marker, wanted);
    return send(response, 200, { mode: wanted, for: marker });
  }
  return send(response, 404, 'unknown control action');
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${port}`);
  const project = ENVELOPE_PATH.exec(url.pathname)?.[1];
  const handled =
    request.method === 'POST' && project
      ? takeEnvelope(request, response, url, project)
      : url.pathname.startsWith('/control/')
        ? control(request, response, url)
        : Promise.resolve(send(response, 404, 'not an ingest path'));
  handled.catch((error: unknown) => {
    if (!response.headersSent) send(response, 500, String(error));
  });
});

server.listen(port, '127.0.0.1', () => console.log(`sentry-ingest: listening on http://127.0.0.1:${port}`));

stopWithRunner();
