// The tunnel's source maps (server, reads files): the build's hidden maps by chunk path, parsed once
// and kept for the next report. A chunk path comes from a browser's report, so it is only ever
// looked up inside the maps folder, and a map too large or unreadable is treated as missing.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { TraceMap } from '@jridgewell/trace-mapping';
import { LRUCache } from 'lru-cache';

/** Larger maps are not read: a report must never cost the server much memory or time. */
const MAX_MAP_BYTES = 16 * 1024 * 1024;
/** Parsed maps kept (least recently used dropped): a page's start-up chunks and a few more. */
export const KEPT_MAPS = 48;

/**
 * `sourcesFrom`: where, relative to the project, `dir` is, for maps whose sources are paths relative
 * to the map (the server's: `../../../src/…`); they then resolve to paths from the project root.
 */
export function sourceMapStore(dir: string, sourcesFrom?: string): (chunk: string) => TraceMap | null {
  const root = path.resolve(dir);
  /** `false`: no map for that chunk (the cache keeps no null), remembered so it is not looked for again. */
  const kept = new LRUCache<string, TraceMap | false>({
    max: KEPT_MAPS,
    memoMethod: (chunk) => {
      const file = path.resolve(root, `${chunk}.map`);
      if (!file.startsWith(root + path.sep)) return false;
      try {
        return (
          statSync(file).size <= MAX_MAP_BYTES && new TraceMap(readFileSync(file, 'utf8'), sourcesFrom && `${sourcesFrom}/${chunk}.map`)
        );
      } catch {
        return false; // missing (an older build's chunk) or not a map
      }
    },
  });
  return (chunk) => kept.memo(chunk) || null;
}
