// Every TypeScript sample in content/ compiles against the Tessera typings (content/typings).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { codeSamples, isCheckedTypeScript } from './code-samples';
import { typecheckSamples } from './typecheck-samples';

const root = path.resolve(import.meta.dirname, '../../..');

describe('code samples', () => {
  it('finds fences with their language, meta and line', () => {
    const source = '---\ntitle: x\n---\n\nText\n\n```ts title="a.ts"\nconst a = 1;\n```\n\n```ts noCheck\npartial(\n```\n';
    const samples = codeSamples(source);
    expect(samples.map((sample) => [sample.lang, sample.meta, sample.line])).toEqual([
      ['ts', 'title="a.ts"', 7],
      ['ts', 'noCheck', 11],
    ]);
    expect(samples.map(isCheckedTypeScript)).toEqual([true, false]);
  });

  it('reports a broken sample at its page and line', { timeout: 30_000 }, () => {
    const errors = typecheckSamples(
      [{ file: path.join(root, 'content/docs/x.mdx'), line: 10, code: 'const n: number = "one";\nundefinedThing();' }],
      [],
      root,
    );
    expect(errors).toEqual([
      "content/docs/x.mdx:11:7 TS2322 Type 'string' is not assignable to type 'number'.",
      "content/docs/x.mdx:12:1 TS2304 Cannot find name 'undefinedThing'.",
    ]);
  });

  it('every TypeScript sample in the docs compiles', { timeout: 60_000 }, async () => {
    const files = await glob(['content/**/*.mdx', 'content/**/*.md'], { cwd: root, absolute: true });
    const samples = (
      await Promise.all(
        files.map(async (file) =>
          codeSamples(await readFile(file, 'utf8'))
            .filter(isCheckedTypeScript)
            .map((sample) => ({ file, line: sample.line, code: sample.code })),
        ),
      )
    ).flat();
    expect(samples.length).toBeGreaterThan(0);
    const typings = await glob('content/typings/*.d.ts', { cwd: root, absolute: true });
    expect(typecheckSamples(samples, typings, root)).toEqual([]);
  });
});
