// Builds the site as the e2e suite does and serves it, so single tests run without a build each (docs/testing.md#running-one-test).
//   npm run e2e:site [-- --no-build]   (--no-build: serve the last e2e build, made with the same ports)
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type SitePorts, siteEnv, siteUrl } from './site-env';

// Not started here: the collector, ingest and mock API; each test run starts its own on these ports.
const ports: SitePorts = {
  site: Number(process.env.E2E_PORT ?? 4310),
  collector: Number(process.env.E2E_COLLECTOR_PORT ?? 4311),
  ingest: Number(process.env.E2E_INGEST_PORT ?? 4312),
  api: Number(process.env.E2E_API_PORT ?? 4313),
};
const cspReportLog = process.env.E2E_CSP_REPORT_LOG ?? path.join(tmpdir(), `tessera-e2e-csp-${ports.site}.jsonl`);
const env = { ...process.env, ...siteEnv(ports, cspReportLog) };

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build'], { env, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn('npm', ['run', 'serve'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
console.log(`\nThe e2e site is at ${siteUrl(ports)}. In another shell:\n`);
console.log(
  `  export E2E_BASE_URL=${siteUrl(ports)} E2E_PORT=${ports.site} E2E_COLLECTOR_PORT=${ports.collector} E2E_INGEST_PORT=${ports.ingest} E2E_API_PORT=${ports.api} E2E_CSP_REPORT_LOG=${cspReportLog}`,
);
console.log('  npx playwright test e2e/routes.spec.ts\n');
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
