// The MDN HTTP Observatory's rules against the production server, over TLS (its rules judge HSTS and
// redirection on https), from the suite's own build. The suite's peers (collector, ingest) are plain-http
// loopback servers, which browsers treat as secure origins; the scan is told so, and checks nothing else
// differently. `npm run bench:observatory` scans a build with https peers without that allowance.
import { expect, test } from '@playwright/test';
import { formatScan, scanSite } from '../src/security/observatory-scan.build';
import { startTlsServer, type TlsServer } from './support/tls-server';
import { freeLoopbackPort } from './support/free-port';

let server: TlsServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startTlsServer(process.cwd(), freeLoopbackPort(), { TESSERA_E2E_FIXTURES: '1' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('the site scores A+ on the Observatory rules, failing none', async () => {
  const scan = await scanSite(server.origin, { ca: server.ca, loopbackPeersAreSecure: true });
  console.log(formatScan(scan));
  expect(scan.tests.filter((entry) => !entry.pass)).toEqual([]);
  expect(scan.grade).toBe('A+');
  expect(scan.retrieved.page.headers['strict-transport-security']).toBe('max-age=63072000');
});

test('over plain http the same rules mark it down: HSTS and the redirect belong to the TLS front', async ({ baseURL }) => {
  // The suite's own server speaks plain http, as it does behind a TLS-terminating proxy.
  const scan = await scanSite(baseURL ?? '', { httpOrigin: baseURL, loopbackPeersAreSecure: true });
  expect(scan.tests.find((entry) => entry.test === 'strict-transport-security')?.result).toBe('hsts-not-implemented-no-https');
  expect(scan.tests.find((entry) => entry.test === 'redirection')?.result).toBe('redirection-missing');
  expect(scan.grade).not.toBe('A+');
});
