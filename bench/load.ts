// Load figures (npm run bench:load): autocannon against the thin host (`npm run serve`), against two of
// them behind nginx as a load balancer, and against nginx serving the same out/ (the limit). Builds
// once, starts and stops everything itself on 127.0.0.1, and fails on any error response.
// Usage: npm run bench:load [-- --duration 20 --connections 50,200]
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import { freeLoopbackPort } from '../e2e/support/free-port';
import { nginxConfig, nginxPrefix, type RunningNginx, startNginx, waitForPort } from '../e2e/support/nginx';
import { nginxLoadBalancerConfig } from './nginx-balancer';
import { serializeEnvelope } from '../src/monitoring/envelope';

const HOST = '127.0.0.1';
const argument = (name: string) => process.argv[process.argv.indexOf(`--${name}`) + 1];
const DURATION_SECONDS = Number(process.argv.includes('--duration') ? argument('duration') : 20);
const CONNECTIONS = (process.argv.includes('--connections') ? (argument('connections') ?? '') : '50,200').split(',').map(Number);
const TUNNEL_PATH = '/monitoring';
const RESULTS_DIR = path.resolve('bench/results');

type Target = 'node' | 'node ×2 + nginx' | 'nginx static';
type Row = {
  target: Target;
  url: string;
  connections: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Connection errors, time-outs and answers other than 2xx, together: the figure that must be 0. */
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: number;
};
/** A request unanswered this long counts as an error (autocannon's default is 10 s). */
const REQUEST_TIMEOUT_SECONDS = 10;

/** A child in its own process group, so stopping it stops what it started (npm → next). */
function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env }, detached: true });
  child.once('exit', (code, signal) => {
    if (!stopping.has(child) && code !== 0) console.error(`bench: ${command} ${args.join(' ')} exited (${code ?? signal})`);
  });
  return child;
}
const stopping = new Set<ChildProcess>();
async function stop(child: ChildProcess): Promise<void> {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  stopping.add(child);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
}

async function run(command: string, args: string[], env: Record<string, string>): Promise<void> {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code})`);
}

async function load(target: Target, origin: string, url: string, connections: number): Promise<Row> {
  const result = await autocannon({
    url: origin + url,
    connections,
    duration: DURATION_SECONDS,
    timeout: REQUEST_TIMEOUT_SECONDS,
    headers: { 'accept-encoding': 'gzip' },
  });
  const row = {
    target,
    url,
    connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
  const detail = row.errors > 0 ? ` (${row.timeouts} time-outs over ${REQUEST_TIMEOUT_SECONDS} s, ${row.non2xx} not 2xx)` : '';
  console.log(
    `  ${target} ${url} c=${connections}: ${row.requestsPerSecond} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}${detail}`,
  );
  return row;
}

/** The doc page, the home page and the first hashed script the home page loads. */
async function urlsOf(origin: string): Promise<string[]> {
  const home = await (await fetch(`${origin}/`)).text();
  const asset = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
  if (!asset) throw new Error(`no hashed script on ${origin}/`);
  return ['/docs/quick-start', '/', asset];
}

async function loadAll(target: Target, origin: string): Promise<Row[]> {
  const rows: Row[] = [];
  const urls = await urlsOf(origin);
  for (const url of urls) {
    // A short warm-up, so first-request work (caches, JIT) is not counted.
    await autocannon({ url: origin + url, connections: 10, duration: 2 });
    for (const connections of CONNECTIONS) rows.push(await load(target, origin, url, connections));
  }
  return rows;
}

/** Headers that make the answer safe: every instance, and the balancer in front, must send the same. */
const HEADERS_COMPARED = [
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'cache-control',
];
const headersOf = async (url: string) => {
  const response = await fetch(url);
  return Object.fromEntries(HEADERS_COMPARED.map((name) => [name, response.headers.get(name)]));
};

/**
 * Statelessness: through the balancer, pages and tunnel posts are answered alike by either instance.
 * Each instance's own headers match the balanced answers; genuine envelopes sent through the balancer
 * all arrive at the ingest; nginx's log shows both instances answered pages and tunnel posts.
 */
async function proveStateless(
  lb: string,
  instances: string[],
  ingest: { origin: string; dsn: string },
  accessLog: string,
): Promise<string> {
  const direct = await Promise.all(instances.map((origin) => headersOf(`${origin}/docs/quick-start`)));
  const balanced = await Promise.all(Array.from({ length: 8 }, () => headersOf(`${lb}/docs/quick-start`)));
  for (const headers of [...direct, ...balanced]) {
    if (JSON.stringify(headers) !== JSON.stringify(direct[0]))
      throw new Error(`headers differ between instances: ${JSON.stringify(headers)} vs ${JSON.stringify(direct[0])}`);
  }
  await fetch(`${ingest.origin}/control/reset`, { method: 'POST' });
  const markers = Array.from({ length: 8 }, (_, index) => `lb-probe-${Date.now()}-${index}`);
  for (const marker of markers) {
    const body = serializeEnvelope({
      header: { event_id: marker, sent_at: new Date().toISOString(), dsn: ingest.dsn },
      items: [{ header: { type: 'event' }, payload: { event_id: marker, message: marker, level: 'error', platform: 'javascript' } }],
    });
    const response = await fetch(`${lb}${TUNNEL_PATH}?p=1`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    if (!response.ok) throw new Error(`tunnel through the balancer answered ${response.status}`);
  }
  const arrived = JSON.stringify(await (await fetch(`${ingest.origin}/control/envelopes`)).json());
  const missing = markers.filter((marker) => !arrived.includes(marker));
  if (missing.length > 0) throw new Error(`tunnel posts through the balancer that never arrived: ${missing.join(', ')}`);
  await new Promise((resolve) => setTimeout(resolve, 1_500)); // nginx flushes its log buffer every second
  const log = await readFile(accessLog, 'utf8');
  const served = (pattern: RegExp) =>
    new Set(
      log
        .split('\n')
        .filter((line) => pattern.test(line))
        .map((line) => /upstream=(\S+)/.exec(line)?.[1]),
    );
  const pages = served(/"GET \/docs\/quick-start /);
  const tunnel = served(new RegExp(`"POST ${TUNNEL_PATH}`));
  for (const origin of instances) {
    const address = new URL(origin).host;
    if (!pages.has(address) || !tunnel.has(address))
      throw new Error(`${address} answered no ${pages.has(address) ? 'tunnel post' : 'page'} through the balancer`);
  }
  return `stateless: ${balanced.length} pages and ${markers.length} tunnel posts through nginx, answered by ${[...pages].join(' and ')}, same headers, every envelope delivered`;
}

/** p99 against nginx's on the static export, for the same URL and connections: the goal is ≤ 3×. */
function p99Ratio(row: Row, rows: Row[]): string {
  if (row.target === 'nginx static') return '1';
  const limit = rows.find((other) => other.target === 'nginx static' && other.url === row.url && other.connections === row.connections);
  return limit && limit.p99 > 0 ? `${(row.p99 / limit.p99).toFixed(1)}×` : '?';
}

function table(rows: Row[]): string {
  const lines = [
    '| target | URL | connections | requests/s | p50 ms | p99 ms | p99 vs nginx static | errors |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const url = row.url.startsWith('/_next/') ? 'hashed asset' : row.url;
    lines.push(
      `| ${row.target} | ${url} | ${row.connections} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${p99Ratio(row, rows)} | ${row.errors} |`,
    );
  }
  return lines.join('\n');
}

async function main() {
  const ingestPort = freeLoopbackPort();
  const ingestOrigin = `http://${HOST}:${ingestPort}`;
  const dsn = `http://publickey@${HOST}:${ingestPort}/1`;
  const buildEnv = { NEXT_TELEMETRY_DISABLED: '1', NEXT_PUBLIC_SENTRY_DSN: dsn, NEXT_PUBLIC_SENTRY_TUNNEL: TUNNEL_PATH };
  const children: ChildProcess[] = [];
  const nginxes: RunningNginx[] = [];
  const rows: Row[] = [];
  const notes: string[] = [];
  try {
    console.log('bench: building…');
    await run('npm', ['run', '--silent', 'build'], buildEnv);

    children.push(start('node', ['--import', 'tsx', 'e2e/peers/sentry-ingest.ts'], { INGEST_PORT: String(ingestPort) }));
    await waitForPort(HOST, ingestPort);

    const ports = [freeLoopbackPort(), freeLoopbackPort()];
    const instances = ports.map((port) => `http://${HOST}:${port}`);
    for (const port of ports) children.push(start('npm', ['run', '--silent', 'serve'], { ...buildEnv, PORT: String(port), HOST }));
    await Promise.all(ports.map((port) => waitForPort(HOST, port, 60_000)));

    console.log(`bench: one Node server (${instances[0]})`);
    rows.push(...(await loadAll('node', instances[0] ?? '')));

    const lbPort = freeLoopbackPort();
    const lbPrefix = await nginxPrefix();
    const lb = await startNginx(
      nginxLoadBalancerConfig({
        prefix: lbPrefix,
        listen: { host: HOST, port: lbPort },
        upstreams: ports.map((port) => ({ host: HOST, port })),
      }),
      lbPrefix,
      { host: HOST, port: lbPort },
    );
    nginxes.push(lb);
    const lbOrigin = `http://${HOST}:${lbPort}`;
    const stateless = await proveStateless(lbOrigin, instances, { origin: ingestOrigin, dsn }, path.join(lbPrefix, 'access.log'));
    console.log(`bench: ${stateless}`);
    notes.push(stateless);
    console.log(`bench: two Node servers behind nginx (${lbOrigin})`);
    rows.push(...(await loadAll('node ×2 + nginx', lbOrigin)));
    await lb.stop();
    for (const child of children.splice(1)) await stop(child);

    const staticPrefix = await nginxPrefix();
    const listen = { host: HOST, port: freeLoopbackPort() };
    nginxes.push(await startNginx(nginxConfig({ prefix: staticPrefix, project: process.cwd(), listen }), staticPrefix, listen));
    console.log(`bench: nginx serving the static export (http://${HOST}:${listen.port})`);
    rows.push(...(await loadAll('nginx static', `http://${HOST}:${listen.port}`)));
  } finally {
    for (const nginx of nginxes) await nginx.stop();
    for (const child of children) await stop(child);
  }

  console.log(`\nautocannon, ${DURATION_SECONDS} s per row, gzip accepted, load generator on the same machine:\n`);
  console.log(table(rows));
  await mkdir(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  await writeFile(file, `${JSON.stringify({ durationSeconds: DURATION_SECONDS, notes, rows }, null, 2)}\n`);
  console.log(`\nbench: JSON in ${path.relative(process.cwd(), file)}`);
  const failed = rows.filter((row) => row.errors > 0);
  if (failed.length > 0) throw new Error(`${failed.length} row(s) had errors`);
}

main().catch((error: unknown) => {
  console.error(`bench:load: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
