import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../load-openapi';
import { referenceTags } from '../openapi-model';
import { operationView } from '../openapi-operation';
import { consoleOperation, validationSchema } from './console-operation';

const BASE = 'http://127.0.0.1:9393/v1';

async function operation(operationId: string) {
  const { resolved } = await loadOpenApi();
  const ref = referenceTags(resolved)
    .flatMap((tag) => tag.operations)
    .find((candidate) => candidate.operationId === operationId);
  if (!ref) throw new Error(`no ${operationId}`);
  return consoleOperation(ref, operationView(ref, resolved), BASE);
}

describe('consoleOperation', () => {
  it('fills path and required values from the examples, and leaves optional ones as hints', async () => {
    const getFile = await operation('getFile');
    expect(getFile).toMatchObject({ method: 'GET', path: '/files/{file_key}', baseUrl: BASE, secured: true, body: null });
    expect(getFile.parameters).toEqual([
      expect.objectContaining({ name: 'file_key', in: 'path', required: true, initial: 'fk_8Jd2kLq9Zx', options: null }),
      expect.objectContaining({ name: 'depth', in: 'query', required: false, initial: '', placeholder: expect.any(String) }),
    ]);
  });

  it('offers an enum as choices and a header parameter as a field', async () => {
    const getImages = await operation('getImages');
    expect(getImages.parameters.find((parameter) => parameter.name === 'format')?.options).toEqual(['png', 'jpg', 'svg', 'pdf']);
    const createWebhook = await operation('createWebhook');
    expect(createWebhook.parameters.map((parameter) => `${parameter.in}:${parameter.name}`)).toContain('header:Idempotency-Key');
  });

  it("starts the body from the document's example and keeps only what validation reads", async () => {
    const createWebhook = await operation('createWebhook');
    expect(createWebhook.body?.required).toBe(true);
    expect(JSON.parse(createWebhook.body?.initial ?? '')).toHaveProperty('endpoint');
    const schemaText = JSON.stringify(createWebhook.body?.schema);
    expect(schemaText).toContain('"required"');
    // (The body has a property called description: only annotation texts must be gone.)
    expect(schemaText).not.toMatch(/"(description|example)":"/);
  });
});

describe('validationSchema', () => {
  it('drops annotations and x- extensions, but not properties that are named like them', () => {
    expect(
      validationSchema({
        type: 'object',
        description: 'drop',
        'x-tessera': 1,
        properties: { description: { type: 'string', description: 'drop', maxLength: 3 }, id: { type: 'string', readOnly: true } },
      }),
    ).toEqual({ type: 'object', properties: { description: { type: 'string', maxLength: 3 } } });
  });

  it('refuses a recursive schema with a message instead of hanging', () => {
    const node: Record<string, unknown> = { type: 'object' };
    node.properties = { child: node };
    expect(() => validationSchema(node)).toThrow(/recursive schema/);
  });
});
