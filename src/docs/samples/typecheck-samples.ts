// Compiles TypeScript samples with the TypeScript compiler, each as its own module, against the
// Tessera typings in content/typings, and maps errors back to the page and line they came from.
import path from 'node:path';
import ts from 'typescript';

export type SampleSource = { file: string; line: number; code: string };

export const SAMPLE_COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: ['node'],
  skipLibCheck: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  noUnusedLocals: false,
};

/** Returns one message per error: `content/docs/page.mdx:12:5 TS2304 Cannot find name 'x'.` */
export function typecheckSamples(samples: SampleSource[], typings: string[], root = process.cwd()): string[] {
  const virtual = new Map<string, { sample: SampleSource; text: string }>();
  samples.forEach((sample, index) => {
    // `export {}` makes every sample a module, so top-level await and local names work as in a file.
    const name = path.join(root, '.samples', `sample-${index}.ts`);
    virtual.set(name, { sample, text: `${sample.code}\nexport {};\n` });
  });
  const host = ts.createCompilerHost(SAMPLE_COMPILER_OPTIONS);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => virtual.get(file)?.text ?? readFile(file);
  host.fileExists = (file) => virtual.has(file) || fileExists(file);
  host.getSourceFile = (file, language, onError, shouldCreate) => {
    const entry = virtual.get(file);
    return entry ? ts.createSourceFile(file, entry.text, language, true) : getSourceFile(file, language, onError, shouldCreate);
  };
  const program = ts.createProgram([...virtual.keys(), ...typings], SAMPLE_COMPILER_OPTIONS, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const entry = diagnostic.file ? virtual.get(diagnostic.file.fileName) : undefined;
    if (!diagnostic.file || diagnostic.start === undefined) return `TS${diagnostic.code} ${message}`;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    if (!entry) return `${path.relative(root, diagnostic.file.fileName)}:${line + 1}:${character + 1} TS${diagnostic.code} ${message}`;
    // The fence line itself is sample.line; the code starts on the next line.
    return `${path.relative(root, entry.sample.file)}:${entry.sample.line + 1 + line}:${character + 1} TS${diagnostic.code} ${message}`;
  });
}
