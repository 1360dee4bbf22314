// Agent traffic, counted without cookies (docs/analytics.md#agent-traffic): what a request read, and
// the counts kept per day, page path, form and client family, flushed to append-only daily files with
// bounded memory. A known document keeps its path; anything else (assets, navigation payloads, unknown
// addresses) counts in one bucket per kind with no path, so a token in a made-up address is never stored.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const FORMS = ['html', 'md', 'llms', 'mcp', 'skills'] as const;
export type Form = (typeof FORMS)[number];
export const BUCKETS = ['asset', 'payload', 'other'] as const;
export type Bucket = (typeof BUCKETS)[number];
/** A known document read in a form, or a bucket (no path). */
export type Read = { path: string; form: Form } | { path: ''; form: Bucket };
export type CountRow = { day: string; path: string; form: Form | Bucket; family: string; count: number };

export const DEFAULT_TRAFFIC_DIR = 'traffic';
const LLMS_FILES = new Set(['/llms.txt', '/llms-full.txt']);
const SKILLS_PREFIX = '/.well-known/agent-skills/';

const bucket = (form: Bucket): Read => ({ path: '', form });
/** `/docs/` → `/docs`; the root stays `/`. */
const pagePathOf = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * What a request read, from its path and answer alone (as an access log has them): a page (a path with
 * no extension), its `.md` copy or its Markdown by `Accept`, an llms file, a skill file; null for what is
 * never counted (the e2e suite's test pages).
 */
export function readOf(pathname: string, status: number, negotiatedMarkdown = false): Read | null {
  if (pathname.startsWith('/fixtures/')) return null;
  if (!(status >= 200 && status < 300) && status !== 304) return bucket('other');
  if (LLMS_FILES.has(pathname)) return { path: pathname, form: 'llms' };
  if (pathname.startsWith(SKILLS_PREFIX)) return { path: pathname, form: 'skills' };
  if (pathname.endsWith('.md')) return { path: pagePathOf(pathname.slice(0, -'.md'.length)) || '/', form: 'md' };
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (!last.includes('.')) return { path: pagePathOf(pathname), form: negotiatedMarkdown ? 'md' : 'html' };
  return bucket(last.endsWith('.txt') ? 'payload' : 'asset');
}

/** The UTC day of a moment, `YYYY-MM-DD`. */
export const dayOf = (moment: Date): string => moment.toISOString().slice(0, 10);

/** Counts in memory, appended to `<dir>/<day>.jsonl` by `flush()` (and before the map holds `maxKeys` keys). */
export function trafficCounter({ dir, now = () => new Date(), maxKeys = 20_000 }: { dir: string; now?: () => Date; maxKeys?: number }) {
  const counts = new Map<string, number>();
  const flush = () => {
    if (counts.size === 0) return;
    const byDay = new Map<string, string[]>();
    for (const [key, count] of counts) {
      const [day = '', path = '', form = '', family = ''] = key.split('\0');
      byDay.set(day, [...(byDay.get(day) ?? []), `${JSON.stringify({ path, form, family, count })}\n`]);
    }
    counts.clear();
    mkdirSync(dir, { recursive: true });
    // Synchronous: it also runs as the process exits, and each flush is a few lines.
    for (const [day, lines] of byDay) appendFileSync(path.join(dir, `${day}.jsonl`), lines.join(''));
  };
  return {
    count(read: Read, family: string): void {
      const key = `${dayOf(now())}\0${read.path}\0${read.form}\0${family}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
      if (counts.size >= maxKeys) flush();
    },
    flush,
  };
}

export type TrafficCounter = ReturnType<typeof trafficCounter>;

const isRow = (value: unknown): value is Omit<CountRow, 'day'> => {
  const row = value as Partial<CountRow> | null;
  return (
    typeof row?.path === 'string' &&
    typeof row.family === 'string' &&
    typeof row.form === 'string' &&
    ([...FORMS, ...BUCKETS] as string[]).includes(row.form) &&
    Number.isInteger(row.count) &&
    (row.count ?? 0) > 0
  );
};

/** Every count in `dir` from `since` (a day) on; lines that are not counts are skipped and counted. */
export function readCounts(dir: string, since: string): { rows: CountRow[]; skipped: number } {
  const rows: CountRow[] = [];
  let skipped = 0;
  if (!existsSync(dir)) return { rows, skipped };
  for (const file of readdirSync(dir).sort()) {
    const day = /^(\d{4}-\d{2}-\d{2})\.jsonl$/.exec(file)?.[1];
    if (!day || day < since) continue;
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (line.trim() === '') continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        parsed = null;
      }
      if (isRow(parsed)) rows.push({ day, path: parsed.path, form: parsed.form, family: parsed.family, count: parsed.count });
      else skipped++;
    }
  }
  return { rows, skipped };
}
