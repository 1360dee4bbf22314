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
  [key: string]: unknown;
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
 * A bundler's name for a source file as a path from the project root: Turbopack writes
 * `turbopack:///[project]/src/x.tsx`, webpack `webpack://_N_E/./src/x.tsx`. Dependencies keep their
 * `node_modules/…` path.
 */
export function projectPath(source: string): string {
  return source
    .replace(/^turbopack:\/\/\/\[project\]\//, '')
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^(?:\.\/)+/, '');
}

/** A frame in original terms and the name the source has at that spot, or null when the map has no position for it. */
export function symbolicateFrame(frame: StackFrame, map: TraceMap): { frame: StackFrame; nameAtPosition: string | null } | null {
  if (typeof frame.lineno !== 'number' || typeof frame.colno !== 'number' || frame.lineno < 1 || frame.colno < 1) return null;
  const position = originalPositionFor(map, { line: frame.lineno, column: frame.colno - 1 });
  if (position.source === null || position.line === null || position.column === null) return null;
  const file = projectPath(position.source);
  return {
    frame: {
      ...frame,
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
  exception?: { values?: { stacktrace?: { frames?: StackFrame[] }; [key: string]: unknown }[] };
  [key: string]: unknown;
};

export function symbolicateEvent<Event extends SymbolicatableEvent>(
  event: Event,
  mapFor: (chunk: string) => TraceMap | null,
): Event {
  for (const exception of event.exception?.values ?? []) {
    const stacktrace = exception.stacktrace;
    if (!stacktrace || !Array.isArray(stacktrace.frames)) continue;
    let calledName: string | null = null;
    stacktrace.frames = stacktrace.frames.map((frame) => {
      if (typeof frame !== 'object' || frame === null) return frame;
      const chunk = chunkOfFrame(frame);
      const map = chunk ? mapFor(chunk) : null;
      const mapped = map ? symbolicateFrame(frame, map) : null;
      const result = mapped ? { ...mapped.frame, ...(calledName ? { function: calledName } : {}) } : frame;
      calledName = mapped?.frame.in_app ? mapped.nameAtPosition : null;
      return result;
    });
  }
  return event;
}
