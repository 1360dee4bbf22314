// End-to-end tests in real headless Chromium against the production build on a free loopback port.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/support/chromium';
import { freeLoopbackPort } from './e2e/support/free-port';

/** A second free port for the collector, never the one the site got. */
function otherFreePort(taken: number): number {
  for (;;) {
    const candidate = freeLoopbackPort();
    if (candidate !== taken) return candidate;
  }
}

// Workers re-evaluate this file; the environment carries the first choice to them.
process.env.E2E_PORT ??= String(freeLoopbackPort());
process.env.E2E_COLLECTOR_PORT ??= String(otherFreePort(Number(process.env.E2E_PORT)));
process.env.E2E_CHROMIUM ??= findChromium() ?? '';
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
/** The loopback Snowplow collector (e2e/peers): the one build of the suite sends analytics there. */
const collectorURL = `http://127.0.0.1:${process.env.E2E_COLLECTOR_PORT}`;

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['./e2e/support/summary-reporter.ts']] : [['list'], ['./e2e/support/summary-reporter.ts']],
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.E2E_CHROMIUM || undefined,
      args: chromiumArgs(),
    },
    trace: 'retain-on-failure',
  },
  webServer: [
    {
      command: 'npm run build && npm run serve',
      url: `${baseURL}/`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        TESSERA_E2E_FIXTURES: '1',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_PUBLIC_ANALYTICS_COLLECTOR: collectorURL,
        NEXT_PUBLIC_DOCS_EDIT_URL: 'https://github.com/tessera/developers/edit/main/',
      },
    },
    {
      command: 'npx tsx e2e/peers/snowplow-collector.ts',
      url: `${collectorURL}/control/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { COLLECTOR_PORT: String(process.env.E2E_COLLECTOR_PORT) },
    },
  ],
});
