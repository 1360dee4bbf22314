// End-to-end tests in real headless Chromium against the production build on a free loopback port,
// with the loopback peers it talks to: a Snowplow collector and a Sentry ingest (e2e/peers).
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/support/chromium';
import { freeLoopbackPort, stableLoopbackPort } from './e2e/support/free-port';
import { collectorUrl, ingestUrl, type SitePorts, siteEnv, siteUrl } from './e2e/support/site-env';

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>[number];

/** A free port none of the already chosen ones took. */
function otherFreePort(...taken: (string | undefined)[]): string {
  for (;;) {
    const candidate = String(freeLoopbackPort());
    if (!taken.includes(candidate)) return candidate;
  }
}

// Workers re-evaluate this file; the environment carries the first choice to them.
process.env.E2E_PORT ??= String(freeLoopbackPort());
process.env.E2E_COLLECTOR_PORT ??= otherFreePort(process.env.E2E_PORT);
process.env.E2E_INGEST_PORT ??= otherFreePort(process.env.E2E_PORT, process.env.E2E_COLLECTOR_PORT);
// The mock API is bound by the tests that use it, long after this choice: a port no outgoing connection takes.
process.env.E2E_API_PORT ??= String(stableLoopbackPort());
process.env.E2E_CHROMIUM ??= findChromium() ?? '';
// The loopback peers exit when this process (the runner; workers inherit the value) is gone.
process.env.E2E_RUNNER_PID ??= String(process.pid);
// Every Content-Security-Policy violation any page of the suite causes lands here (global teardown checks it).
process.env.E2E_CSP_REPORT_LOG ??= path.join(tmpdir(), `tessera-e2e-csp-${process.env.E2E_PORT}.jsonl`);
const ports: SitePorts = {
  site: Number(process.env.E2E_PORT),
  collector: Number(process.env.E2E_COLLECTOR_PORT),
  ingest: Number(process.env.E2E_INGEST_PORT),
  api: Number(process.env.E2E_API_PORT),
};
/**
 * A site already built and running (`npm run e2e:site` prints the variables to set): single tests
 * then cost no build. Never in CI, which always builds from scratch.
 */
const reusedSite = process.env.CI ? undefined : process.env.E2E_BASE_URL;
const baseURL = reusedSite ?? siteUrl(ports);

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: [['list'], ['./e2e/support/summary-reporter.ts']],
  globalSetup: './e2e/support/csp-report-log.ts',
  // Generous: the framework loads after the first paint, and a busy 2-core machine can take seconds
  // to hydrate; a slow machine must never fail a test (speed is measured in bench/, not here).
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM || undefined,
      args: chromiumArgs(),
    },
    // A failed test keeps a trace (its steps and their logs) and a screenshot. The trace's screencast and
    // DOM snapshots (which carry its network log too), taken for every test to serve the few that fail, are
    // not; `--trace retain-on-failure` on the command line records them: docs/testing.md.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'npx tsx e2e/peers/snowplow-collector.ts',
      url: `${collectorUrl(ports)}/control/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { COLLECTOR_PORT: String(ports.collector) },
    },
    {
      command: 'node --import tsx e2e/peers/sentry-ingest.ts',
      url: `${ingestUrl(ports)}/control/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { INGEST_PORT: String(ports.ingest) },
    },
    ...(reusedSite
      ? []
      : [
          {
            command: 'npm run build && npm run serve',
            url: `${baseURL}/`,
            // Every page in nine locales is prerendered; on a shared 2-core machine the build can take 4+ min.
            timeout: 600_000,
            reuseExistingServer: false,
            stdout: 'ignore',
            stderr: 'pipe',
            env: siteEnv(ports, process.env.E2E_CSP_REPORT_LOG),
          } satisfies WebServer,
        ]),
  ],
});
