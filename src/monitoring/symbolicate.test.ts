import { addMapping, GenMapping, toEncodedMap } from '@jridgewell/gen-mapping';
import { TraceMap } from '@jridgewell/trace-mapping';
import { describe, expect, it } from 'vitest';
import { chunkOfFrame, chunkUnder, projectPath, symbolicateEvent, type StackFrame } from './symbolicate';

const SITE = 'https://developers.tessera.example';

/**
 * A chunk's map: line 1 column 10 is a call to `Broken` in src/app/page.tsx (line 12, column 5);
 * line 1 column 40 is the `throw` inside Broken (src/app/Broken.tsx line 3, column 3); line 1
 * column 70 is React calling a component (node_modules/react-dom/cjs/react-dom.js line 900).
 */
function chunkMap(): TraceMap {
  const map = new GenMapping({ file: '0abc.js' });
  addMapping(map, {
    generated: { line: 1, column: 10 },
    source: 'turbopack:///[project]/src/app/page.tsx',
    original: { line: 12, column: 4 },
    name: 'Broken',
  });
  addMapping(map, {
    generated: { line: 1, column: 40 },
    source: 'turbopack:///[project]/src/app/Broken.tsx',
    original: { line: 3, column: 2 },
    name: 'Error',
  });
  addMapping(map, {
    generated: { line: 1, column: 70 },
    source: 'turbopack:///[project]/node_modules/react-dom/cjs/react-dom.js',
    original: { line: 900, column: 10 },
    name: 'Component',
  });
  return new TraceMap(toEncodedMap(map));
}

const frame = (column: number, extra: Partial<StackFrame> = {}): StackFrame => ({
  filename: `${SITE}/_next/static/chunks/0abc.js`,
  abs_path: `${SITE}/_next/static/chunks/0abc.js`,
  function: 'a',
  lineno: 1,
  colno: column + 1,
  in_app: true,
  ...extra,
});

const eventOf = (frames: unknown[]) => ({
  exception: { values: [{ type: 'Error', value: 'boom', stacktrace: { frames: frames as StackFrame[] } }] },
});

describe('which frames name a chunk', () => {
  it.each([
    [`${SITE}/_next/static/chunks/0abc.js`, 'chunks/0abc.js'],
    ['/_next/static/chunks/0abc.js', 'chunks/0abc.js'],
    ['app:///_next/static/chunks/0abc.js', 'chunks/0abc.js'],
    [`${SITE}/_next/static/chunks/0abc.js?v=1#x`, 'chunks/0abc.js'],
    [`${SITE}/_next/static/chunks/../../../server.mjs`, null],
    [`${SITE}/_next/static/chunks/..%2f..%2fserver.js`, null],
    [`${SITE}/docs/page.js`, null],
    ['<anonymous>', null],
  ])('%s → %s', (address, chunk) => {
    expect(chunkOfFrame({ abs_path: address })).toBe(chunk);
  });
});

describe('which server frames name a chunk of the server build', () => {
  const serverChunk = chunkUnder('app:///.next/server');
  it.each([
    ['app:///.next/server/chunks/ssr/[root-of-the-server]__1v._.js', 'chunks/ssr/[root-of-the-server]__1v._.js'],
    ['app:///.next/server/app/docs/page.js', 'app/docs/page.js'],
    ['app:///node_modules/next/dist/compiled/next-server/app-page.runtime.prod.js', null],
    ['app:///.next/server/chunks/../../../server.mjs.js', null],
    ['app:///.next/server//etc/passwd.js', null],
    ['app:///.next/server/chunks/ssr/x.js.map', null],
    ['node:internal/process/task_queues', null],
  ])('%s → %s', (filename, chunk) => {
    expect(serverChunk({ filename })).toBe(chunk);
  });
});

describe('source names as project paths', () => {
  it.each([
    ['turbopack:///[project]/src/app/page.tsx', 'src/app/page.tsx'],
    ['webpack://_N_E/./src/app/page.tsx', 'src/app/page.tsx'],
    ['turbopack:///[project]/node_modules/next/dist/client/index.js', 'node_modules/next/dist/client/index.js'],
    ['./src/app/%28en%29/fixtures/page.server.tsx', 'src/app/(en)/fixtures/page.server.tsx'],
    ['./src/app/100%.tsx', 'src/app/100%.tsx'],
  ])('%s → %s', (source, path) => {
    expect(projectPath(source)).toBe(path);
  });
});

describe('symbolicating an event', () => {
  it("maps each frame to its original file, line and column, and names a function by our caller's call site", () => {
    const maps = chunkMap();
    const event = symbolicateEvent(
      eventOf([frame(70, { function: 'b' }), frame(10, { function: 'c' }), frame(40, { function: 'd' })]),
      () => maps,
    );
    const frames = event.exception.values[0]!.stacktrace.frames;
    expect(frames.map(({ filename, lineno, colno, function: name, in_app }) => ({ filename, lineno, colno, name, in_app }))).toEqual([
      { filename: 'node_modules/react-dom/cjs/react-dom.js', lineno: 900, colno: 11, name: 'b', in_app: false },
      // React called this one: its name at the call site ('Component') says nothing; the minified name stays.
      { filename: 'src/app/page.tsx', lineno: 12, colno: 5, name: 'c', in_app: true },
      // Called from src/app/page.tsx at a call to `Broken`.
      { filename: 'src/app/Broken.tsx', lineno: 3, colno: 3, name: 'Broken', in_app: true },
    ]);
  });

  it("maps a server frame found by the server's chunk locator, dropping the module named after the chunk", () => {
    const maps = chunkMap();
    const serverFrame = {
      filename: 'app:///.next/server/chunks/ssr/0abc.js',
      module: '.next.server.chunks.ssr:0abc',
      function: '?',
      lineno: 1,
      colno: 41,
      in_app: true,
    };
    const event = symbolicateEvent(
      eventOf([serverFrame]),
      (chunk) => (chunk === 'chunks/ssr/0abc.js' ? maps : null),
      chunkUnder('app:///.next/server'),
    );
    expect(event.exception.values[0]!.stacktrace.frames).toEqual([
      { filename: 'src/app/Broken.tsx', abs_path: 'src/app/Broken.tsx', function: '?', lineno: 3, colno: 3, in_app: true },
    ]);
  });

  it('leaves frames it cannot map as they were: no map, no chunk, no position, junk', () => {
    const maps = chunkMap();
    const outside = frame(40, { lineno: 7 });
    const otherChunk = frame(40, { abs_path: `${SITE}/_next/static/chunks/other.js`, filename: `${SITE}/_next/static/chunks/other.js` });
    const native = { filename: '<anonymous>', function: 'Array.map' };
    const noPosition = frame(40, { lineno: undefined });
    const event = symbolicateEvent(eventOf([outside, otherChunk, native, noPosition, null, 'junk']), (chunk) =>
      chunk === 'chunks/0abc.js' ? maps : null,
    );
    expect(event.exception.values[0]!.stacktrace.frames).toEqual([outside, otherChunk, native, noPosition, null, 'junk']);
  });

  it('leaves events without stack traces alone', () => {
    const message = { message: 'no exception' };
    expect(symbolicateEvent(message, () => chunkMap())).toEqual({ message: 'no exception' });
    expect(symbolicateEvent({ exception: { values: [{ type: 'Error' }] } }, () => chunkMap())).toEqual({
      exception: { values: [{ type: 'Error' }] },
    });
  });
});
