// Runs after `next build`: records the peers the browser code was built to talk to (collector, DSN,
// tunnel, the API console's API), so the server's Content-Security-Policy allows exactly those even if it is started with
// another environment (NEXT_PUBLIC_* values are fixed into the bundle at build time).
import { writeFileSync } from 'node:fs';
import nextEnv from '@next/env';
import { consoleBaseUrl } from '../src/api-reference/console/console-base-url.build.mjs';
import { cspPeersFromEnv } from '../src/security/content-security-policy.mjs';

export const CSP_PEERS_FILE = '.next/csp-peers.json';

// The same configuration `next build` read, .env files included, so the policy matches the bundle.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
const peers = cspPeersFromEnv(process.env, consoleBaseUrl(process.env));
writeFileSync(CSP_PEERS_FILE, `${JSON.stringify(peers, null, 2)}\n`);
console.log(`csp: connect-src peers ${JSON.stringify(peers)}`);
