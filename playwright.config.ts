// End-to-end tests in real headless Chromium against the production build on a free loopback port.
import { defineConfig } from '@playwright/test';
import { chromiumArgs, findChromium } from './e2e/support/chromium';
import { freeLoopbackPort } from './e2e/support/free-port';

// Workers re-evaluate this file; the environment carries the first choice to them.
process.env.E2E_PORT ??= String(freeLoopbackPort());
while (!process.env.E2E_INGEST_PORT || process.env.E2E_INGEST_PORT === process.env.E2E_PORT) {
  process.env.E2E_INGEST_PORT = String(freeLoopbackPort());
}
process.env.E2E_CHROMIUM ??= findChromium() ?? '';
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
/** The loopback Sentry ingest (e2e/peers/sentry-ingest.ts); the one build reports to it through the tunnel. */
const ingestPort = Number(process.env.E2E_INGEST_PORT);

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
      command: 'node --import tsx e2e/peers/sentry-ingest.ts',
      url: `http://127.0.0.1:${ingestPort}/control/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { INGEST_PORT: String(ingestPort) },
    },
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
        NEXT_PUBLIC_SENTRY_DSN: `http://publickey@127.0.0.1:${ingestPort}/1`,
        NEXT_PUBLIC_SENTRY_TUNNEL: '/monitoring',
      },
    },
  ],
});
