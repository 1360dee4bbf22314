// The report `npm run traffic` prints (pure): agent against human reads per day, the pages agents read
// most and in which form, each family's total; as text, as JSON, or as one HTML page with a chart.
import { isAgentFamily } from './client-family';
import { BUCKETS, type CountRow } from './traffic-count';

export type TrafficReport = {
  since: string;
  /** Where the counts came from: the host counts forms exactly, a log only from the path. */
  source: 'host' | 'log';
  skipped: number;
  /** Reads of known documents per day, agents against humans (crawlers and other bots apart). */
  byDay: { day: string; agent: number; human: number; crawler: number; bot: number }[];
  /** Family → reads of known documents. */
  byFamily: Record<string, number>;
  /** Page path → family → reads. */
  byPage: Record<string, Record<string, number>>;
  /** The pages agents read most: reads by form. */
  topAgentPages: { path: string; total: number; forms: Record<string, number> }[];
  /** Requests for anything else, by kind and family (no path is kept for these). */
  other: Record<string, Record<string, number>>;
};

const add = (record: Record<string, number>, key: string, count: number) => {
  record[key] = (record[key] ?? 0) + count;
};

export function trafficReport(
  rows: readonly CountRow[],
  options: { since: string; source: 'host' | 'log'; skipped: number; top?: number },
): TrafficReport {
  const days = new Map<string, TrafficReport['byDay'][number]>();
  const byFamily: Record<string, number> = {};
  const byPage: Record<string, Record<string, number>> = {};
  const agentPages: Record<string, Record<string, number>> = {};
  const other: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    if ((BUCKETS as readonly string[]).includes(row.form)) {
      add((other[row.form] ??= {}), row.family, row.count);
      continue;
    }
    const day = days.get(row.day) ?? { day: row.day, agent: 0, human: 0, crawler: 0, bot: 0 };
    const kind = isAgentFamily(row.family) ? 'agent' : row.family === 'human' || row.family === 'crawler' ? row.family : 'bot';
    day[kind] += row.count;
    days.set(row.day, day);
    add(byFamily, row.family, row.count);
    add((byPage[row.path] ??= {}), row.family, row.count);
    if (kind === 'agent') add((agentPages[row.path] ??= {}), row.form, row.count);
  }
  const topAgentPages = Object.entries(agentPages)
    .map(([path, forms]) => ({ path, total: Object.values(forms).reduce((sum, count) => sum + count, 0), forms }))
    .sort((a, b) => b.total - a.total || a.path.localeCompare(b.path))
    .slice(0, options.top ?? 20);
  return {
    since: options.since,
    source: options.source,
    skipped: options.skipped,
    byDay: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)),
    byFamily,
    byPage,
    topAgentPages,
    other,
  };
}

const FORM_NOTE = {
  host: 'Forms as the host saw them: html, md (a .md copy or Accept: text/markdown), llms, mcp (a tool call), skills.',
  log: 'From an access log: the form comes from the path alone (no Accept header: Markdown asked for at a page address counts as html; no MCP body: every MCP request counts as /mcp).',
};

export function reportText(report: TrafficReport): string {
  const lines = [`Agent traffic since ${report.since}`, FORM_NOTE[report.source], ''];
  lines.push('day         agents  humans  crawlers  other bots');
  for (const day of report.byDay) {
    lines.push(
      `${day.day}  ${String(day.agent).padStart(6)}  ${String(day.human).padStart(6)}  ${String(day.crawler).padStart(8)}  ${String(day.bot).padStart(10)}`,
    );
  }
  lines.push('', 'Pages agents read most:');
  for (const page of report.topAgentPages) {
    const forms = Object.entries(page.forms).map(([form, count]) => `${form} ${count}`);
    lines.push(`  ${String(page.total).padStart(6)}  ${page.path}  (${forms.join(', ')})`);
  }
  lines.push('', 'By family:');
  for (const [family, count] of Object.entries(report.byFamily).sort((a, b) => b[1] - a[1]))
    lines.push(`  ${String(count).padStart(6)}  ${family}`);
  const others = Object.entries(report.other).map(
    ([kind, families]) => `${kind} ${Object.values(families).reduce((sum, count) => sum + count, 0)}`,
  );
  if (others.length > 0) lines.push('', `Other requests (no path kept): ${others.join(', ')}`);
  if (report.skipped > 0) lines.push('', `Skipped ${report.skipped} malformed line(s).`);
  return `${lines.join('\n')}\n`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An SVG line chart of agent and human reads per day: a trend at a glance, no script. */
function dayChart(days: TrafficReport['byDay']): string {
  const width = 720;
  const height = 240;
  const pad = 32;
  const max = Math.max(1, ...days.flatMap((day) => [day.agent, day.human]));
  const x = (index: number) => pad + (days.length <= 1 ? (width - 2 * pad) / 2 : (index * (width - 2 * pad)) / (days.length - 1));
  const y = (value: number) => height - pad - (value / max) * (height - 2 * pad);
  const line = (key: 'agent' | 'human', colour: string) =>
    `<polyline fill="none" stroke="${colour}" stroke-width="2.5" points="${days.map((day, index) => `${x(index).toFixed(1)},${y(day[key]).toFixed(1)}`).join(' ')}"/>`;
  const labels = [days[0], days.at(-1)]
    .filter((day, index, all) => day && all.indexOf(day) === index)
    .map((day) => `<text x="${x(days.indexOf(day!)).toFixed(1)}" y="${height - 8}" text-anchor="middle">${escapeHtml(day!.day)}</text>`);
  return [
    `<svg viewBox="0 0 ${width} ${height}" role="img" aria-label="Agent and human reads per day" width="100%">`,
    `<line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" stroke="#999"/>`,
    `<text x="${pad}" y="${pad - 10}">${max}</text>`,
    line('agent', '#7c3aed'),
    line('human', '#0f766e'),
    ...labels,
    '</svg>',
  ].join('');
}

export function reportHtml(report: TrafficReport): string {
  const rows = (cells: string[][]) => cells.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('');
  return `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Agent traffic since ${escapeHtml(report.since)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse}td,th{padding:.2rem .6rem;text-align:left}.agent{color:#7c3aed}.human{color:#0f766e}</style>
<h1>Agent traffic since ${escapeHtml(report.since)}</h1>
<p>${escapeHtml(FORM_NOTE[report.source])}</p>
<p><span class="agent">■ agents</span> <span class="human">■ humans</span>, reads of pages, Markdown, llms files, MCP tool calls and skills per day.</p>
${dayChart(report.byDay)}
<h2>Pages agents read most</h2>
<table><tr><th>reads</th><th>page</th><th>forms</th></tr>${rows(
    report.topAgentPages.map((page) => [
      String(page.total),
      page.path,
      Object.entries(page.forms)
        .map(([form, count]) => `${form} ${count}`)
        .join(', '),
    ]),
  )}</table>
<h2>By family</h2>
<table><tr><th>reads</th><th>family</th></tr>${rows(
    Object.entries(report.byFamily)
      .sort((a, b) => b[1] - a[1])
      .map(([family, count]) => [String(count), family]),
  )}</table>
</html>
`;
}
