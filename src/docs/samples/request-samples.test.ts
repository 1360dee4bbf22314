// Every request sample the reference shows is valid in its language: TypeScript compiles (as the
// guides' samples do), Python byte-compiles, Go parses (gofmt -e). The tools: npm run samples:toolchains.
import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../../api-reference/load-openapi';
import { referenceTags } from '../../api-reference/openapi-model';
import { operationView } from '../../api-reference/openapi-operation';
import { requestSamples } from '../../api-reference/openapi-samples';
import { findSampleToolchains } from '../../api-reference/sample-toolchains.build';
import { typecheckSamples } from './typecheck-samples';

const root = path.resolve(import.meta.dirname, '../../..');

describe('the request samples of every operation of the API document', async () => {
  const { resolved } = await loadOpenApi();
  const operations = referenceTags(resolved).flatMap((tag) => tag.operations);
  const generated = operations.map((operation) => ({ operation, samples: requestSamples(operationView(operation, resolved).sample) }));
  const tools = findSampleToolchains();

  it('the TypeScript samples compile', { timeout: 60_000 }, () => {
    expect(operations.length).toBeGreaterThan(20);
    const sources = generated.map(({ operation, samples }) => ({
      file: path.join(root, `content/openapi/${operation.operationId}.ts`),
      line: 0,
      code: samples.TypeScript,
    }));
    expect(typecheckSamples(sources, [], root)).toEqual([]);
  });

  it('the Python samples are valid Python', { timeout: 60_000 }, async () => {
    expect(tools.python3, 'python3 (npm run samples:toolchains installs it)').not.toBeNull();
    const directory = await mkdtemp(path.join(tmpdir(), 'samples-py-'));
    const files = await Promise.all(
      generated.map(async ({ operation, samples }) => {
        const file = path.join(directory, `${operation.operationId}.py`);
        await writeFile(file, samples.Python);
        return file;
      }),
    );
    expect(() => execFileSync(tools.python3 ?? 'python3', ['-m', 'py_compile', ...files], { stdio: 'pipe' })).not.toThrow();
  });

  it('the Go samples are valid Go', { timeout: 60_000 }, async () => {
    expect(tools.gofmt, 'gofmt (npm run samples:toolchains installs golang-go)').not.toBeNull();
    const directory = await mkdtemp(path.join(tmpdir(), 'samples-go-'));
    await Promise.all(
      generated.map(({ operation, samples }) => writeFile(path.join(directory, `${operation.operationId}.go`), samples.Go)),
    );
    // -e: every syntax error; -l lists files whose layout differs, which is not a failure here.
    expect(
      execFileSync(tools.gofmt ?? 'gofmt', ['-e', '-l', directory], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
    ).toBeDefined();
  });
});
