// Counts from an access log (pure), so a static deployment gets the same report: nginx's combined
// format, or Cloudflare Logpush's HTTP request fields as JSON lines. A log has no Accept header and no
// MCP body: the form comes from the path alone. A line that is neither format is skipped and counted.
import { clientFamily } from './client-family';
import { type CountRow, dayOf, readOf } from './traffic-count';

/** `$remote_addr - $remote_user [$time_local] "$request" $status $body_bytes_sent "$http_referer" "$http_user_agent"` */
const COMBINED = /^\S+ \S+ \S+ \[([^\]]+)\] "(\S+) (\S+)[^"]*" (\d{3}) \S+ "(?:[^"\\]|\\.)*" "((?:[^"\\]|\\.)*)"/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** nginx's `$time_local` (`28/Nov/2026:17:07:51 +0100`) as a moment. */
function localTime(value: string): Date | null {
  const parts = /^(\d{2})\/(\w{3})\/(\d{4}):(\d{2}):(\d{2}):(\d{2}) ([+-])(\d{2})(\d{2})$/.exec(value);
  if (!parts) return null;
  const [, day, month, year, hour, minute, second, sign, offsetHours, offsetMinutes] = parts;
  const monthIndex = MONTHS.indexOf(month ?? '');
  const daysInMonth = new Date(Date.UTC(Number(year), monthIndex + 1, 0)).getUTCDate();
  if (monthIndex < 0 || Number(day) < 1 || Number(day) > daysInMonth) return null;
  const iso = `${year}-${String(monthIndex + 1).padStart(2, '0')}-${day}T${hour}:${minute}:${second}${sign}${offsetHours}:${offsetMinutes}`;
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? null : moment;
}

/** Logpush's `EdgeStartTimestamp`: RFC 3339, or Unix seconds, milliseconds or nanoseconds. */
function edgeTime(value: unknown): Date | null {
  if (typeof value === 'string') {
    const moment = new Date(value);
    return Number.isNaN(moment.getTime()) ? null : moment;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const milliseconds = value > 1e17 ? value / 1e6 : value > 1e11 ? value : value * 1000;
  return new Date(milliseconds);
}

type Request = { moment: Date; method: string; target: string; status: number; userAgent: string };

function parseLine(line: string): Request | null {
  if (line.startsWith('{')) {
    let record: Record<string, unknown>;
    try {
      record = JSON.parse(line) as Record<string, unknown>;
    } catch {
      return null;
    }
    const moment = edgeTime(record.EdgeStartTimestamp);
    const target = record.ClientRequestPath ?? record.ClientRequestURI;
    const status = record.EdgeResponseStatus;
    if (!moment || typeof target !== 'string' || typeof status !== 'number') return null;
    const userAgent = typeof record.ClientRequestUserAgent === 'string' ? record.ClientRequestUserAgent : '';
    const method = typeof record.ClientRequestMethod === 'string' ? record.ClientRequestMethod : 'GET';
    return { moment, method, target, status, userAgent };
  }
  const match = COMBINED.exec(line);
  const moment = match && localTime(match[1] ?? '');
  if (!match || !moment) return null;
  return {
    moment,
    method: match[2] ?? '',
    target: match[3] ?? '',
    status: Number(match[4]),
    userAgent: (match[5] ?? '').replace(/\\(.)/g, '$1'),
  };
}

/** The counts of a log's requests from `since` (a day) on, and how many lines were skipped as malformed. */
export function countsFromLog(text: string, since: string): { rows: CountRow[]; skipped: number } {
  const counts = new Map<string, CountRow>();
  let skipped = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const request = parseLine(line.trim());
    if (!request) {
      skipped++;
      continue;
    }
    const day = dayOf(request.moment);
    if (day < since) continue;
    const pathname = request.target.split(/[?#]/)[0] ?? '';
    const read =
      pathname === '/mcp' && request.method === 'POST'
        ? request.status < 300
          ? ({ path: '/mcp', form: 'mcp' } as const)
          : ({ path: '', form: 'other' } as const)
        : readOf(pathname, request.status);
    if (!read) continue;
    const family = clientFamily(request.userAgent);
    const key = `${day}\0${read.path}\0${read.form}\0${family}`;
    const row = counts.get(key) ?? { day, path: read.path, form: read.form, family, count: 0 };
    row.count++;
    counts.set(key, row);
  }
  return { rows: [...counts.values()], skipped };
}
