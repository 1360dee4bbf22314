// The OpenAPI document is validated at build, and each operation yields what its section shows.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from './load-openapi';
import { referenceTags } from './openapi-model';
import { operationView } from './openapi-operation';
import { requestSamples } from './openapi-samples';

const fixture = path.join(import.meta.dirname, 'fixtures/mini.yaml');

describe('loadOpenApi', () => {
  it('validates and dereferences the document', async () => {
    const { resolved } = await loadOpenApi(fixture);
    const tags = referenceTags(resolved);
    expect(tags.map((tag) => tag.url)).toEqual(['/docs/reference/files', '/docs/reference/comments']);
  });

  it('fails with the file name on missing files, bad YAML and invalid OpenAPI', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'tessera-openapi-'));
    const missing = path.join(dir, 'missing.yaml');
    await expect(loadOpenApi(missing)).rejects.toThrow(`OpenAPI document missing: ${missing}`);
    const badYaml = path.join(dir, 'bad.yaml');
    await writeFile(badYaml, 'openapi: 3.1.0\ninfo: [unclosed\n');
    await expect(loadOpenApi(badYaml)).rejects.toThrow(`OpenAPI document is not valid YAML: ${badYaml}`);
    const wrongVersion = path.join(dir, 'v3.yaml');
    await writeFile(wrongVersion, 'openapi: 3.0.3\ninfo: {title: t, version: "1"}\npaths: {}\n');
    await expect(loadOpenApi(wrongVersion)).rejects.toThrow('must declare openapi: 3.1.0');
    const invalid = path.join(dir, 'invalid.yaml');
    await writeFile(invalid, 'openapi: 3.1.0\ninfo: {title: t}\npaths: {}\n');
    await expect(loadOpenApi(invalid)).rejects.toThrow(`OpenAPI document is invalid: ${invalid}`);
  });
});

describe('operationView', () => {
  it('collects scopes, plan, rate tier, parameters, examples and the sample request', async () => {
    const { resolved } = await loadOpenApi(fixture);
    const createComment = referenceTags(resolved)
      .flatMap((tag) => tag.operations)
      .find((operation) => operation.operationId === 'createComment');
    if (!createComment) throw new Error('fixture lacks createComment');
    const view = operationView(createComment, resolved);
    expect(view).toMatchObject({ scopes: ['comments:write'], plan: 'Professional', rateLimitTier: 2 });
    expect(view.parameters.map((parameter) => parameter.name)).toEqual(['file_key']);
    expect(view.requestExample).toEqual({ message: 'Ship it', node_id: '12:34' });
    expect(view.responses.map((response) => response.status)).toEqual(['201', '404']);
    expect(view.sample.url).toBe('https://api.tessera.design/v1/files/fk_8Jd2kLq9Zx/comments');
    expect(requestSamples(view.sample).curl).toContain('"message": "Ship it"');
  });
});
