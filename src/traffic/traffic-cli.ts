// `npm run traffic [-- --log FILE] [--since YYYY-MM-DD] [--json] [--html FILE]`: the agent-traffic report,
// from the thin host's counts (TESSERA_TRAFFIC_DIR, default ./traffic/) or from an access log.
import { readFileSync, writeFileSync } from 'node:fs';
import { countsFromLog } from './access-log';
import { dayOf, DEFAULT_TRAFFIC_DIR, readCounts } from './traffic-count';
import { reportHtml, reportText, trafficReport } from './traffic-report';

const DEFAULT_DAYS = 30;
const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};

function main() {
  const since = option('since') ?? dayOf(new Date(Date.now() - (DEFAULT_DAYS - 1) * 86_400_000));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(since)) throw new Error(`--since wants a day, YYYY-MM-DD (got '${since}')`);
  const log = option('log');
  const { rows, skipped } = log
    ? countsFromLog(readFileSync(log, 'utf8'), since)
    : readCounts(process.env.TESSERA_TRAFFIC_DIR || DEFAULT_TRAFFIC_DIR, since);
  const report = trafficReport(rows, { since, source: log ? 'log' : 'host', skipped });
  const html = option('html');
  if (html) writeFileSync(html, reportHtml(report));
  process.stdout.write(process.argv.includes('--json') ? `${JSON.stringify(report, null, 2)}\n` : reportText(report));
}

try {
  main();
} catch (error) {
  console.error(`traffic: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
