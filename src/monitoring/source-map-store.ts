// The tunnel's source maps (server, reads files): the build's hidden maps by chunk path, parsed once
// and kept for the next report. A chunk path comes from a browser's report, so it is only ever
// looked up inside the maps folder, and a map too large or unreadable is treated as missing.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { TraceMap } from '@jridgewell/trace-mapping';

/** Larger maps are not read: a report must never cost the server much memory or time. */
const MAX_MAP_BYTES = 16 * 1024 * 1024;
/** Parsed maps kept (least recently used dropped): a page's start-up chunks and a few more. */
const KEPT_MAPS = 48;

/**
 * `sourcesFrom`: where, relative to the project, `dir` is, for maps whose sources are paths relative
 * to the map (the server's: `../../../src/…`); they then resolve to paths from the project root.
 */
export function sourceMapStore(dir: string, sourcesFrom?: string): (chunk: string) => TraceMap | null {
  const root = path.resolve(dir);
  const kept = new Map<string, TraceMap | null>();
  return (chunk) => {
    if (kept.has(chunk)) {
      const map = kept.get(chunk)!;
      kept.delete(chunk);
      kept.set(chunk, map);
      return map;
    }
    const file = path.resolve(root, `${chunk}.map`);
    let map: TraceMap | null = null;
    if (file.startsWith(root + path.sep)) {
      try {
        if (statSync(file).size <= MAX_MAP_BYTES) map = new TraceMap(readFileSync(file, 'utf8'), sourcesFrom && `${sourcesFrom}/${chunk}.map`);
      } catch {
        map = null; // missing (an older build's chunk) or not a map
      }
    }
    kept.set(chunk, map);
    if (kept.size > KEPT_MAPS) kept.delete(kept.keys().next().value!);
    return map;
  };
}
