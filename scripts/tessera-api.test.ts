// The loopback Tessera API mock (e2e/peers/tessera-api.ts) over real HTTP: answers from the document's
// examples, the token check, validation by openapi-backend with Ajv's 2020-12 dialect, the document's error
// bodies, CORS, recording, latency and close().
import { connect } from 'node:net';
import type { Document } from 'openapi-backend';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTesseraApi, type TesseraApi } from '../e2e/peers/tessera-api';
import { createApiBackend, createTesseraMock, loadApiDocument } from '../e2e/peers/tessera-api-backend';

const TOKEN = 'tsr_pat_mock_test_7Hk2Pq';
const AUTH = { Authorization: `Bearer ${TOKEN}` };
const JSON_BODY = { ...AUTH, 'Content-Type': 'application/json' };
const REQUEST_ID = /^req_[0-9A-HJKMNP-TV-Z]{12}$/;

type Json = Record<string, unknown>;
type ErrorBody = {
  error: { status: number; code: string; message: string; request_id: string; errors?: { field: string; message: string }[] };
};

let document: Document;
let api: TesseraApi;

beforeAll(async () => {
  document = await loadApiDocument();
  api = await startTesseraApi({ port: 0 });
});
afterAll(() => api.close());

/** The first example of an operation's response in the YAML itself, not through openapi-backend. */
function documentExample(path: string, method: string, status: string): unknown {
  const operation = (document.paths?.[path] as Json)[method] as {
    responses: Record<string, { content: Record<string, { examples: Record<string, { value: unknown }> }> }>;
  };
  const examples = operation.responses[status]?.content['application/json']?.examples ?? {};
  return Object.values(examples)[0]?.value;
}

async function errorOf(response: Response, status: number, code: string): Promise<ErrorBody['error']> {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const body = (await response.json()) as ErrorBody;
  expect(body.error).toMatchObject({ status, code });
  expect(body.error.message).toEqual(expect.any(String));
  expect(body.error.request_id).toBe(response.headers.get('x-request-id'));
  expect(body.error.request_id).toMatch(REQUEST_ID);
  return body.error;
}

describe('answers from the document', () => {
  it('GET /me with a token: 200, the example, request id and rate-limit headers of its tier', async () => {
    const first = await fetch(`${api.url}/me`, { headers: AUTH });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await first.json()).toEqual(documentExample('/me', 'get', '200'));
    expect(first.headers.get('x-request-id')).toMatch(REQUEST_ID);
    expect(first.headers.get('x-ratelimit-limit')).toBe('300'); // getMe is tier 3
    const second = await fetch(`${api.url}/me`, { headers: AUTH });
    expect(Number(second.headers.get('x-ratelimit-remaining'))).toBe(Number(first.headers.get('x-ratelimit-remaining')) - 1);
    expect(Number(second.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
  });

  it('POST /webhooks with a valid body: 201 and the example', async () => {
    const response = await fetch(`${api.url}/webhooks`, {
      method: 'POST',
      headers: JSON_BODY,
      body: JSON.stringify({ team_id: 'tm_7Hk2Pq', endpoint: 'https://hooks.example.com/tessera', event_types: ['comment.created'] }),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(documentExample('/webhooks', 'post', '201'));
  });

  it('DELETE answers 204 without a body', async () => {
    const response = await fetch(`${api.url}/webhooks/wh_2Vn7Qs`, { method: 'DELETE', headers: AUTH });
    expect(response.status).toBe(204);
    expect(response.headers.get('content-type')).toBeNull();
    expect(await response.text()).toBe('');
  });
});

describe('the bearer token', () => {
  it.each([
    ['no Authorization', {}],
    ['an empty token', { Authorization: 'Bearer ' }],
    ['another scheme', { Authorization: `Basic ${TOKEN}` }],
  ])('%s: 401 unauthenticated in the document’s error shape', async (_case, headers: Record<string, string>) => {
    const response = await fetch(`${api.url}/me`, { headers });
    await errorOf(response, 401, 'unauthenticated');
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('is checked before the body', async () => {
    const response = await fetch(`${api.url}/webhooks`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' });
    await errorOf(response, 401, 'unauthenticated');
  });
});

describe('request validation (openapi-backend, Ajv 2020-12 + ajv-formats)', () => {
  const createWebhook = (body: string, headers: Record<string, string> = JSON_BODY) =>
    fetch(`${api.url}/webhooks`, { method: 'POST', headers, body });

  it('a body the schema refuses: 422 validation_failed, each field in errors and the message', async () => {
    const response = await createWebhook(JSON.stringify({ team_id: 'tm_7Hk2Pq', endpoint: 'not a url', event_types: [], colour: 'red' }));
    const error = await errorOf(response, 422, 'validation_failed');
    expect(error.errors).toEqual(
      expect.arrayContaining([
        { field: 'endpoint', message: 'Must match format "uri"' },
        { field: 'event_types', message: 'Must NOT have fewer than 1 items' },
        { field: 'colour', message: 'Must NOT have additional properties' },
      ]),
    );
    expect(error.message).toMatch(/^3 fields are invalid: /);
    for (const field of ['endpoint', 'event_types', 'colour']) expect(error.message).toContain(field);
  });

  it('a missing required field and an unknown enum value', async () => {
    const response = await createWebhook(JSON.stringify({ endpoint: 'https://hooks.example.com/t', event_types: ['file.renamed'] }));
    const error = await errorOf(response, 422, 'validation_failed');
    expect(error.errors?.map((entry) => entry.field)).toEqual(expect.arrayContaining(['team_id', 'event_types[0]']));
  });

  it('const (JSON Schema 2020-12 in OpenAPI 3.1): a variable alias must say VARIABLE_ALIAS', async () => {
    const change = (type: string) =>
      fetch(`${api.url}/files/fk_8Jd2kLq9Zx/variables`, {
        method: 'POST',
        headers: JSON_BODY,
        body: JSON.stringify({ values: [{ variable_id: 'var_1', mode_id: 'md_1', value: { type, id: 'var_2' } }] }),
      });
    expect((await change('VARIABLE_ALIAS')).status).toBe(200);
    const error = await errorOf(await change('ALIAS'), 422, 'validation_failed');
    expect(error.errors).toEqual([{ field: 'values[0].value', message: 'Must match exactly one schema in oneOf' }]);
  });

  it('malformed JSON: 400 invalid_request', async () => {
    const error = await errorOf(await createWebhook('{"team_id": '), 400, 'invalid_request');
    expect(error.message).toMatch(/not valid JSON/);
  });

  it('a body that is not JSON, or none at all: 400 invalid_request', async () => {
    const valid = JSON.stringify({ team_id: 'tm_7Hk2Pq', endpoint: 'https://hooks.example.com/t', event_types: ['file.updated'] });
    await errorOf(await createWebhook(valid, { ...AUTH, 'Content-Type': 'text/plain' }), 400, 'invalid_request');
    await errorOf(await fetch(`${api.url}/webhooks`, { method: 'POST', headers: AUTH }), 400, 'invalid_request');
  });

  it.each([
    ['a path parameter off its pattern', '/files/not-a-key/meta', /Path parameter 'file_key' must match pattern/],
    ['a query parameter out of range', '/teams?page_size=500', /Query parameter 'page_size' must be <= 200/],
    ['an unknown query parameter', '/teams?pagesize=10', /Unknown query parameter 'pagesize'/],
    ['a missing required query parameter', '/webhooks', /Query parameter 'team_id' is required/],
  ])('%s: 400 invalid_request', async (_case, path, message) => {
    const error = await errorOf(await fetch(`${api.url}${path}`, { headers: AUTH }), 400, 'invalid_request');
    expect(error.message).toMatch(message);
  });

  it('a body over 4 MB, as the document limits it: 413 payload_too_large', async () => {
    const response = await createWebhook(JSON.stringify({ description: 'x'.repeat(4_000_000) }));
    await errorOf(response, 413, 'payload_too_large');
  });

  it('a body just under the limit is read and validated', async () => {
    const response = await createWebhook(JSON.stringify({ description: 'x'.repeat(3_990_000) }));
    expect(response.status).toBe(422);
  });
});

describe('routing', () => {
  it.each(['/v1/nowhere', '/v2/me', '/v1me', '/'])('%s: 404 not_found', async (path) => {
    const origin = new URL(api.url).origin;
    await errorOf(await fetch(`${origin}${path}`, { headers: AUTH }), 404, 'not_found');
  });

  it('a method the path does not have: 405 with Allow', async () => {
    const response = await fetch(`${api.url}/files/fk_8Jd2kLq9Zx`, { method: 'PUT', headers: JSON_BODY, body: '{}' });
    await errorOf(response, 405, 'invalid_request');
    expect(response.headers.get('allow')).toBe('GET, PATCH, OPTIONS');
  });
});

describe('CORS', () => {
  let restricted: TesseraApi;
  const site = 'http://127.0.0.1:4310';
  beforeAll(async () => {
    restricted = await startTesseraApi({ allowedOrigins: [site] });
  });
  afterAll(() => restricted.close());

  const preflight = (url: string, origin: string, requestHeaders = 'authorization, content-type') =>
    fetch(`${url}/webhooks`, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': requestHeaders },
    });
  const corsHeaders = (response: Response) => [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

  it('a preflight from an allowed origin: 204 with the origin, methods, headers, max age and Vary', async () => {
    const response = await preflight(restricted.url, site);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(site);
    expect(response.headers.get('access-control-allow-methods')?.split(', ')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
    );
    expect(response.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
    expect(Number(response.headers.get('access-control-max-age'))).toBeGreaterThan(0);
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('a preflight asking for a header outside the allowed set gets only the allowed ones back', async () => {
    const response = await preflight(restricted.url, site, 'authorization, x-debug');
    expect(response.headers.get('access-control-allow-headers')).toBe('Authorization');
  });

  it('the answer itself carries the origin and exposes X-Request-Id, X-RateLimit-* and the deprecation headers', async () => {
    const response = await fetch(`${restricted.url}/me`, { headers: { ...AUTH, Origin: site } });
    expect(response.headers.get('access-control-allow-origin')).toBe(site);
    expect(response.headers.get('access-control-expose-headers')?.split(', ')).toEqual([
      'X-Request-Id',
      'X-RateLimit-Limit',
      'X-RateLimit-Remaining',
      'X-RateLimit-Reset',
      'Deprecation',
      'Sunset',
      'Link',
    ]);
    const refused = await fetch(`${restricted.url}/nowhere`, { headers: { Origin: site } });
    expect(refused.headers.get('access-control-allow-origin')).toBe(site);
  });

  it('a refused origin gets no CORS header at all, on the preflight and on the answer', async () => {
    const refusedPreflight = await preflight(restricted.url, 'https://evil.example');
    expect(refusedPreflight.status).toBe(204);
    expect(corsHeaders(refusedPreflight)).toEqual([]);
    const answer = await fetch(`${restricted.url}/me`, { headers: { ...AUTH, Origin: 'https://evil.example' } });
    expect(answer.status).toBe(200);
    expect(corsHeaders(answer)).toEqual([]);
  });

  it("allowedOrigins '*' (the default) answers any origin with *", async () => {
    const response = await preflight(api.url, 'https://anywhere.example');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('deprecated operations (versioning.mdx)', () => {
  it('answer with Deprecation dated by the history, Sunset from x-tessera-sunset and a Link to the operation; others without', async () => {
    const deprecated = structuredClone(document);
    Object.assign((deprecated.paths?.['/files/{file_key}/comments'] as Json).get as Json, {
      deprecated: true,
      'x-tessera-sunset': '2027-06-30',
    });
    const mock = await startTesseraApi({ port: 0, document: deprecated });
    try {
      // Deprecated in the served document, not in any release: the history dates it today.
      const today = `@${Date.parse(new Date().toISOString().slice(0, 10)) / 1000}`;
      for (const headers of [AUTH, {}]) {
        const response = await fetch(`${mock.url}/files/fk_1/comments`, { headers });
        expect(response.headers.get('deprecation')).toBe(today);
        expect(response.headers.get('sunset')).toBe('Wed, 30 Jun 2027 00:00:00 GMT');
        expect(response.headers.get('link')).toBe(
          '<https://developers.tessera.design/docs/reference/comments#list-file-comments>; rel="deprecation"; type="text/html"',
        );
      }
      const other = await fetch(`${mock.url}/files/fk_1/comments`, { method: 'POST', headers: JSON_BODY, body: '{"message":"Hi"}' });
      expect(other.headers.get('deprecation')).toBeNull();
    } finally {
      await mock.close();
    }
  });

  it('the repository document deprecates no operation, so its answers carry no deprecation headers', async () => {
    const response = await fetch(`${api.url}/files/fk_1/comments`, { headers: AUTH });
    expect([...response.headers.keys()].filter((name) => ['deprecation', 'sunset', 'link'].includes(name))).toEqual([]);
  });
});

describe('the peer', () => {
  it('listens on 127.0.0.1 only', async () => {
    expect(api.url).toBe(`http://127.0.0.1:${api.port}/v1`);
    // The whole of 127/8 is loopback on Linux: a server on 0.0.0.0 would answer 127.0.0.2 too.
    const reached = await new Promise<boolean>((resolve) => {
      const socket = connect(api.port, '127.0.0.2');
      socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
      socket.setTimeout(1000, () => resolve(false));
      socket.once('close', () => socket.destroy());
    });
    expect(reached).toBe(false);
  });

  it('records every request with its headers, query and body, and never prints the token', async () => {
    const output = [vi.spyOn(console, 'log'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'error'), vi.spyOn(console, 'info')];
    const writes = [vi.spyOn(process.stdout, 'write'), vi.spyOn(process.stderr, 'write')];
    const before = api.requests.length;
    await fetch(`${api.url}/teams?page_size=10&cursor=a&cursor=b`, { headers: AUTH });
    await fetch(`${api.url}/webhooks`, { method: 'POST', headers: JSON_BODY, body: JSON.stringify({ team_id: 'tm_1' }) });
    await fetch(`${api.url}/webhooks`, { method: 'POST', headers: JSON_BODY, body: '{oops' });
    const recorded = api.requests.slice(before);
    expect(recorded.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /v1/teams', 'POST /v1/webhooks', 'POST /v1/webhooks']);
    expect(recorded[0]?.query).toEqual({ page_size: '10', cursor: ['a', 'b'] });
    expect(recorded[0]?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(recorded[1]?.body).toEqual({ team_id: 'tm_1' });
    expect(recorded[2]?.body).toBe('{oops');
    const printed = [...output, ...writes]
      .flatMap((spy) => spy.mock.calls.flat())
      .map(String)
      .join('\n');
    expect(printed).not.toContain(TOKEN);
    for (const spy of [...output, ...writes]) spy.mockRestore();
  });

  it('latencyMs holds each answer that long, and close() does not wait for held answers', async () => {
    const slow = await startTesseraApi({ latencyMs: 300 });
    const started = performance.now();
    expect((await fetch(`${slow.url}/me`, { headers: AUTH })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    await slow.close();

    const held = await startTesseraApi({ latencyMs: 30_000 });
    const pending = fetch(`${held.url}/me`, { headers: AUTH }).then(
      (response) => response.status,
      () => 'cut',
    );
    await vi.waitFor(() => expect(held.requests).toHaveLength(1));
    const closing = performance.now();
    await held.close();
    expect(performance.now() - closing).toBeLessThan(1000);
    expect(await pending).toBe('cut');
  });
});

describe('the document under Ajv 2020-12', () => {
  it("every operation's mocked answer is valid against its response schema (type: [x, 'null'], formats)", async () => {
    const backend = createApiBackend(document);
    await backend.init();
    const operations = backend.router.getOperations();
    const documented = Object.values(document.paths ?? {}).flatMap((item) =>
      Object.values((item ?? {}) as Record<string, { operationId?: unknown }>).filter((value) => typeof value?.operationId === 'string'),
    );
    expect(operations).toHaveLength(documented.length);
    for (const operation of operations) {
      const { status, mock } = backend.mockResponseForOperation(operation.operationId ?? '');
      if (status === 204) continue;
      expect(backend.validateResponse(mock, operation, status).errors ?? [], operation.operationId).toEqual([]);
    }
    const webhook = backend.mockResponseForOperation('createWebhook').mock as Json;
    expect(webhook.project_id).toBeNull();
    const check = (change: Json) => backend.validateResponse({ ...webhook, ...change }, 'createWebhook', 201).valid;
    expect(check({ project_id: 'pr_3Nf8Wd' })).toBe(true);
    expect(check({ project_id: 5 })).toBe(false);
    expect(check({ endpoint: 'no url' })).toBe(false);
    expect(check({ created_at: '18 Nov 2026' })).toBe(false);
  });

  it('applies 2020-12 keywords a draft-07 Ajv would skip (prefixItems, dependentRequired, unevaluatedProperties)', async () => {
    const schema = {
      type: 'object',
      properties: { pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }], items: false } },
      dependentRequired: { a: ['b'] },
      unevaluatedProperties: false,
    };
    const tiny = {
      openapi: '3.1.0',
      info: { title: 'tiny', version: '1' },
      servers: [{ url: 'https://tiny.example/v9' }],
      paths: {
        '/x': {
          post: {
            operationId: 'x',
            requestBody: { required: true, content: { 'application/json': { schema } } },
            responses: { '200': { description: 'ok', content: { 'application/json': { example: { ok: true } } } } },
          },
        },
      },
    } as unknown as Document;
    const mock = await createTesseraMock(tiny);
    const post = async (body: unknown) =>
      (
        await mock.answer(
          { method: 'POST', path: '/v9/x', query: {}, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
          'req_1',
        )
      ).status;
    expect(await post({ pair: ['a', 1] })).toBe(200);
    expect(await post({ pair: ['a', 'b'] })).toBe(422);
    expect(await post({ pair: ['a', 1, 2] })).toBe(422);
    expect(await post({ a: 1 })).toBe(422);
    expect(await post({ z: 1 })).toBe(422);
  });
});
