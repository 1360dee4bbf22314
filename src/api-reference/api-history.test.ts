import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { addMonths, apiHistory, brokenPromises, releaseChanges } from './api-history';

type Op = Record<string, unknown>;
/** A one-path document, already dereferenced, with `change` applied to its operation. */
function doc(change: (operation: Op) => void = () => {}, extra: Partial<OpenAPIV3_1.Document> = {}): OpenAPIV3_1.Document {
  const operation: Op = {
    operationId: 'listComments',
    parameters: [{ name: 'page_size', in: 'query', schema: { type: 'integer' } }],
    requestBody: undefined,
    responses: {
      '200': {
        description: 'ok',
        headers: { 'X-RateLimit-Reset': { schema: { type: 'integer' } } },
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['comments'],
              properties: {
                comments: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['id', 'status'],
                    properties: { id: { type: 'string' }, status: { type: 'string', enum: ['open', 'resolved'] } },
                  },
                },
              },
            },
          },
        },
      },
    },
  };
  change(operation);
  return {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: { '/comments': { get: operation } },
    ...extra,
  } as OpenAPIV3_1.Document;
}
const post = (properties: Record<string, unknown>, required: string[] = []) => ({
  required: true,
  content: { 'application/json': { schema: { type: 'object', required, properties } } },
});
type Ok = {
  headers: object;
  content: {
    'application/json': { schema: { properties: { comments: { items: { properties: Record<string, unknown>; required: string[] } } } } };
  };
};
const ok = (operation: Op) => (operation.responses as { '200': Ok })['200'];
const items = (operation: Op) => ok(operation).content['application/json'].schema.properties.comments.items;
const summaries = (before: OpenAPIV3_1.Document, after: OpenAPIV3_1.Document) =>
  releaseChanges(before, after, '2026-05-01').map(({ kind, breaking, summary }) => `${kind}${breaking ? ' (breaking)' : ''}: ${summary}`);

describe('the API history', () => {
  it('dates each operation added or removed; a removal breaks', () => {
    const none = { ...doc(), paths: {} };
    expect(summaries(none, doc())).toEqual(['added: Added.']);
    expect(summaries(doc(), none)).toEqual(['removed (breaking): Removed.']);
  });

  it('new optional inputs and new response fields, headers and values are additions; a new required input breaks', () => {
    expect(
      summaries(
        doc(),
        doc((operation) => {
          (operation.parameters as unknown[]).push({ name: 'status', in: 'query', schema: { type: 'string' } });
          (operation.parameters as unknown[]).push({ name: 'Idempotency-Key', in: 'header', required: true, schema: { type: 'string' } });
          items(operation).properties.reactions = { type: 'array', items: { type: 'object', properties: { emoji: { type: 'string' } } } };
          (items(operation).properties.status as { enum: string[] }).enum.push('archived');
        }),
      ),
    ).toEqual([
      'added: Query parameter `status` added.',
      'added (breaking): Header parameter `Idempotency-Key` added, required.',
      'changed: Response field `comments[].status`: new values `archived`.',
      // One line for a new field, not one for each of its parts.
      'added: Response field `comments[].reactions` added.',
    ]);
  });

  it('a removed or retyped field, an input made required and a response field made optional break', () => {
    const before = doc((operation) => {
      operation.requestBody = post({ message: { type: 'string' }, pinned: { type: 'boolean' } });
    });
    const after = doc((operation) => {
      operation.requestBody = post({ message: { type: 'string' }, pinned: { type: 'string' } }, ['message']);
      delete items(operation).properties.id;
      items(operation).required = ['id'];
      (operation.parameters as { required?: boolean }[])[0]!.required = true;
      ok(operation).headers = {};
    });
    expect(summaries(before, after)).toEqual([
      'changed (breaking): Query parameter `page_size` is now required.',
      'changed (breaking): Request field `message` is now required.',
      'changed (breaking): Request field `pinned`: type boolean → string.',
      'changed (breaking): Response field `comments[].status` may now be absent.',
      'removed (breaking): Response field `comments[].id` removed.',
      'removed (breaking): Response header `X-RateLimit-Reset` removed.',
    ]);
  });

  it('a value taken from what a client may send breaks; from what it receives, it does not', () => {
    const sending = (values: string[]) =>
      doc((operation) => (operation.parameters = [{ name: 'sort', in: 'query', schema: { type: 'string', enum: values } }]));
    expect(summaries(sending(['asc', 'desc']), sending(['asc']))).toEqual([
      'changed (breaking): Query parameter `sort`: values `desc` removed.',
    ]);
    const receiving = doc((operation) => ((items(operation).properties.status as { enum: string[] }).enum = ['open']));
    expect(summaries(doc(), receiving)).toEqual(['changed: Response field `comments[].status`: values `resolved` removed.']);
  });

  it('marks deprecations with their sunset, beta and general availability; nothing in a beta operation breaks', () => {
    const deprecated = doc((operation) => {
      operation.deprecated = true;
      operation['x-tessera-sunset'] = '2027-03-31';
    });
    expect(releaseChanges(doc(), deprecated, '2026-09-15')).toMatchObject([
      { kind: 'deprecated', summary: 'Deprecated.', sunset: '2027-03-31', breaking: false },
    ]);
    const beta = (change: (operation: Op) => void = () => {}) =>
      doc((operation) => {
        operation['x-tessera-beta'] = true;
        change(operation);
      });
    expect(
      summaries(
        beta(),
        beta((operation) => delete items(operation).properties.id),
      ),
    ).toEqual(['removed: Response field `comments[].id` removed.']);
    expect(summaries(beta(), doc())).toEqual(['changed: Generally available: no longer in beta.']);
  });

  it("reads a webhook's delivery as what the client receives: a new payload field is an addition, a removed header breaks", () => {
    const webhook = (headers: string[], fields: string[]) =>
      ({
        ...doc(),
        webhooks: {
          'file.updated': {
            post: {
              parameters: headers.map((name) => ({ name, in: 'header', required: true, schema: { type: 'string' } })),
              requestBody: post(Object.fromEntries(fields.map((field) => [field, { type: 'string' }])), fields),
              responses: {},
            },
          },
        },
      }) as OpenAPIV3_1.Document;
    expect(
      releaseChanges(webhook(['Tessera-Signature', 'X-Legacy'], ['id']), webhook(['Tessera-Signature'], ['id', 'file_key']), '2026-08-03'),
    ).toMatchObject([
      { operation: 'file.updated', webhook: true, kind: 'added', breaking: false, summary: 'Payload field `file_key` added.' },
      { operation: 'file.updated', webhook: true, kind: 'removed', breaking: true, summary: 'Header `X-Legacy` removed.' },
    ]);
  });

  it('keeps the promise when a removal comes at least six months after its deprecation was released, and only then', () => {
    const deprecated = doc((operation) => ((operation.parameters as { deprecated?: boolean }[])[0]!.deprecated = true));
    const removed = doc((operation) => (operation.parameters = []));
    const history = (removal: string) =>
      apiHistory([
        { date: '2026-01-20', doc: doc() },
        { date: '2026-02-01', doc: deprecated },
        { date: removal, doc: removed },
      ]);
    expect(history('2026-08-01').map(({ date, kind }) => `${date} ${kind}`)).toEqual(['2026-02-01 deprecated', '2026-08-01 removed']);
    expect(brokenPromises(history('2026-08-01'), history('2026-08-01'))).toEqual([]);
    expect(brokenPromises(history('2026-07-31'), history('2026-07-31'))).toMatchObject([
      { kind: 'removed', subject: 'query parameter page_size' },
    ]);
    expect(addMonths('2026-08-31', 6)).toBe('2027-03-03');
  });
});
