// Readable stack traces (pure, no I/O): the browser reports frames in minified chunks; the tunnel
// maps each back to the original file, line, column and function with the build's hidden source
// maps, so an error arrives at the ingest naming `src/…`. Reading the maps is the caller's job.
import { originalPositionFor, type TraceMap } from '@jridgewell/trace-mapping';

/** The part of a Sentry stack frame this touches. */
export type StackFrame = {
  filename?: string;
  abs_path?: string;
  function?: string;
  lineno?: number;
  colno?: number;
  in_app?: boolean;
  module?: string;
};

/**
 * The chunk a frame's address names, as a path under `/_next/static/` (`chunks/0a1b.js`), or null.
 * The SDK for Next rewrites the page's origin to `app://`, so the host may be empty.
 */
const CHUNK_ADDRESS = /^(?:[a-z]+:\/\/[^/]*)?\/_next\/static\/((?:chunks\/)?[\w.~-]+(?:\/[\w.~-]+)*\.js)$/;

export function chunkOfFrame(frame: StackFrame): string | null {
  const address = frame.abs_path ?? frame.filename;
  if (typeof address !== 'string') return null;
  const match = CHUNK_ADDRESS.exec(address.split(/[?#]/, 1)[0] ?? '');
  if (!match?.[1] || match[1].split('/').includes('..')) return null;
  return match[1];
}

/**
 * The server chunk a frame runs in, as a path under `root` (the server build's folder as the frames
 * name it), or null: Node names a frame by its file's path, not by an address.
 */
export function chunkUnder(root: string): (frame: StackFrame) => string | null {
  const prefix = root.endsWith('/') ? root : `${root}/`;
  return (frame) => {
    const address = frame.abs_path ?? frame.filename;
    if (typeof address !== 'string' || !address.startsWith(prefix) || !address.endsWith('.js')) return null;
    const chunk = address.slice(prefix.length);
    return chunk.split('/').some((segment) => segment === '..' || segment === '') ? null : chunk;
  };
}

/**
 * A bundler's name for a source file as a path from the project root: Turbopack writes
 * `turbopack:///[project]/src/x.tsx`, webpack `webpack://_N_E/./src/x.tsx`, a server map resolved
 * from the project `./src/x.tsx`. Dependencies keep their `node_modules/…` path.
 */
export function projectPath(source: string): string {
  const path = source
    .replace(/^turbopack:\/\/\/\[project\]\//, '')
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^(?:\.\/)+/, '');
  // Server maps write sources as URLs: `src/app/%28en%29/…` is `src/app/(en)/…`.
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A frame in original terms and the name the source has at that spot, or null when the map has no position for it. */
export function symbolicateFrame(frame: StackFrame, map: TraceMap): { frame: StackFrame; nameAtPosition: string | null } | null {
  if (typeof frame.lineno !== 'number' || typeof frame.colno !== 'number' || frame.lineno < 1 || frame.colno < 1) return null;
  const position = originalPositionFor(map, { line: frame.lineno, column: frame.colno - 1 });
  if (position.source === null || position.line === null || position.column === null) return null;
  const file = projectPath(position.source);
  // (Node's frames name a module after the chunk: meaningless once the frame names the source.)
  const { module: _chunkModule, ...rest } = frame;
  return {
    frame: {
      ...rest,
      filename: file,
      abs_path: file,
      lineno: position.line,
      colno: position.column + 1,
      in_app: !file.startsWith('node_modules/') && !file.includes('/node_modules/'),
    },
    nameAtPosition: position.name,
  };
}

/**
 * Every frame of an event's exceptions symbolicated with the maps `mapFor` finds (null: leave the
 * frame as it is). Frames run oldest first, so a frame's call site names the function the next frame
 * is in: where the caller is our own code, that original name replaces the minified one.
 */
/** The part of an error event this touches. */
export type SymbolicatableEvent = {
  message?: string;
  exception?: { values?: { type?: string; value?: string; stacktrace?: { frames?: StackFrame[] } }[] };
};

export function symbolicateEvent<Event extends SymbolicatableEvent>(
  event: Event,
  mapFor: (chunk: string) => TraceMap | null,
  chunkOf: (frame: StackFrame) => string | null = chunkOfFrame,
): Event {
  for (const exception of event.exception?.values ?? []) {
    const stacktrace = exception.stacktrace;
    if (!stacktrace || !Array.isArray(stacktrace.frames)) continue;
    let calledName: string | null = null;
    stacktrace.frames = stacktrace.frames.map((frame) => {
      if (typeof frame !== 'object' || frame === null) return frame;
      const chunk = chunkOf(frame);
      const map = chunk ? mapFor(chunk) : null;
      const mapped = map ? symbolicateFrame(frame, map) : null;
      const result = mapped ? { ...mapped.frame, ...(calledName ? { function: calledName } : {}) } : frame;
      calledName = mapped?.frame.in_app ? mapped.nameAtPosition : null;
      return result;
    });
  }
  return event;
}
