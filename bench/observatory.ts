// Prints the MDN HTTP Observatory grade of the production server, scanned over TLS on loopback with the
// Observatory's rules (src/security/observatory-rules.ts), strictly: a plain-http peer in the policy
// counts against it, as it would on the real Observatory. Build with the peers you deploy with, e.g.
//   NEXT_PUBLIC_ANALYTICS_COLLECTOR=https://collector.example NEXT_PUBLIC_SENTRY_DSN=https://key@o1.ingest.sentry.io/1 \
//   NEXT_PUBLIC_SENTRY_TUNNEL=/monitoring npm run build && npm run bench:observatory
import { readFileSync } from 'node:fs';
import { freeLoopbackPort } from '../e2e/support/free-port';
import { formatScan, scanSite } from '../src/security/observatory-scan.build';
import { startTlsServer } from '../e2e/support/tls-server';

async function main() {
  const peers = JSON.parse(readFileSync('.next/csp-peers.json', 'utf8')) as Record<string, string>;
  console.log(`build's policy peers: ${JSON.stringify(peers)}`);
  // With a tunnel the DSN's host is not in the policy (reports go to our own origin).
  const inPolicy = [peers.collectorOrigin, peers.tunnelPath ? undefined : peers.dsnOrigin];
  const plainHttp = inPolicy.filter((value): value is string => Boolean(value?.startsWith('http:')));
  if (plainHttp.length > 0) console.log(`note: plain-http peers (${plainHttp.join(', ')}) count as insecure, as on the real Observatory: build with https peers`);
  const server = await startTlsServer(process.cwd(), freeLoopbackPort());
  try {
    const scan = await scanSite(server.origin, { ca: server.ca });
    console.log(`\nObservatory rules, ${server.origin}/ over TLS (self-signed, trusted for the scan):`);
    console.log(formatScan(scan));
    console.log('\nheaders scanned:');
    for (const [key, value] of Object.entries(scan.retrieved.page.headers)) {
      if (/^(content-security-policy|strict-transport-security|referrer-policy|permissions-policy|x-|cross-origin|cache-control)/.test(key)) {
        console.log(`  ${key}: ${String(value).replace(/'sha256-[^']+'/g, "'sha256-…'")}`);
      }
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
