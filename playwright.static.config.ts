// The build (out/) served by nginx (npm run serve:static) on a free loopback port: the e2e smoke tests
// (tagged @smoke) and the static host's own checks (e2e/static/) run against it. Everything else is the
// main config's: browser, reporters, and its loopback Sentry ingest, to which this build, with no
// tunnel (nginx has none to offer), reports directly.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { freeLoopbackPort } from './e2e/support/free-port';

// Workers re-evaluate this file; the environment carries the first choice to them.
process.env.E2E_STATIC_PORT ??= String(freeLoopbackPort());
const port = process.env.E2E_STATIC_PORT;
const baseURL = `http://127.0.0.1:${port}`;
const ingest = [base.webServer ?? []].flat().find((server) => server.command.includes('sentry-ingest'));
if (!ingest) throw new Error('playwright.config.ts no longer starts the Sentry ingest the static build reports to.');

export default defineConfig({
  ...base,
  testMatch: ['*.spec.ts', 'static/*.spec.ts'],
  testIgnore: undefined,
  grep: /@smoke|@static/,
  // No server to receive violation reports; e2e/static checks violations in the browser instead.
  globalSetup: undefined,
  use: { ...base.use, baseURL },
  webServer: [
    ingest,
    {
      command: 'npm run build && npm run serve:static',
      // SIGTERM lets serve:static stop nginx and remove its temp dir.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      url: `${baseURL}/`,
      timeout: 600_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: port,
        HOST: '127.0.0.1',
        NEXT_TELEMETRY_DISABLED: '1',
        NEXT_PUBLIC_SENTRY_DSN: `http://publickey@127.0.0.1:${process.env.E2E_INGEST_PORT}/1`,
        NEXT_PUBLIC_API_BASE_URL: `http://127.0.0.1:${process.env.E2E_API_PORT}/v1`,
      },
    },
  ],
});
