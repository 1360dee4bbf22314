// The environment of the site the e2e suite tests: one place, used by playwright.config.ts (which
// builds and serves the site itself) and by `npm run e2e:site` (which builds and serves it once, so
// that single tests can run against it without a build each time: see docs/testing.md).
// The collector, ingest and API addresses are baked into the client bundle at build, so a reused
// site only works with the ports it was built with. The mock API (e2e/peers/tessera-api.ts) is not
// started with the site: the console's tests start and stop it on its port themselves.

export type SitePorts = { site: number; collector: number; ingest: number; api: number };

export const collectorUrl = (ports: SitePorts) => `http://127.0.0.1:${ports.collector}`;
export const ingestUrl = (ports: SitePorts) => `http://127.0.0.1:${ports.ingest}`;
export const siteUrl = (ports: SitePorts) => `http://127.0.0.1:${ports.site}`;
/** The API console's base URL: the mock API's, with the document's /v1 path. */
export const apiUrl = (ports: SitePorts) => `http://127.0.0.1:${ports.api}/v1`;

/** What `npm run build` and `npm run serve` get for the e2e site. */
export function siteEnv(ports: SitePorts, cspReportLog: string): Record<string, string> {
  return {
    PORT: String(ports.site),
    HOST: '127.0.0.1',
    TESSERA_E2E_FIXTURES: '1',
    CSP_REPORT_LOG: cspReportLog,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_PUBLIC_ANALYTICS_COLLECTOR: collectorUrl(ports),
    NEXT_PUBLIC_SENTRY_DSN: `http://publickey@127.0.0.1:${ports.ingest}/1`,
    NEXT_PUBLIC_SENTRY_TUNNEL: '/monitoring',
    NEXT_PUBLIC_DOCS_EDIT_URL: 'https://github.com/tessera/developers/edit/main/',
    NEXT_PUBLIC_API_BASE_URL: apiUrl(ports),
  };
}
