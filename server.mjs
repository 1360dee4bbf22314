// The thin host (`npm start` / `npm run serve`): plain Node serving the build, out/ and host/ (docs/deployment.md#the-thin-host).
// Everything it does is host/host.mjs, bundled at build from src/host/; this file reads the environment and listens.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import path from 'node:path';

const root = import.meta.dirname;
const bundle = path.join(root, 'host', 'host.mjs');
if (!existsSync(bundle) || !existsSync(path.join(root, 'out', 'index.html'))) {
  throw new Error('The site is not built (out/ or host/host.mjs is missing): run npm run build.');
}
const { createHost } = await import(bundle);
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 3000);
/** Optional TLS straight from Node (otherwise a proxy or load balancer terminates it). */
const tls =
  process.env.TLS_CERT_FILE && process.env.TLS_KEY_FILE
    ? { cert: readFileSync(process.env.TLS_CERT_FILE), key: readFileSync(process.env.TLS_KEY_FILE) }
    : null;

const { listener, close } = createHost({
  siteDir: path.join(root, 'out'),
  root,
  env: process.env,
  version: JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version,
  cspReportLog: process.env.CSP_REPORT_LOG || undefined,
  // Agent-traffic counts (docs/analytics.md#agent-traffic); TESSERA_TRAFFIC=off keeps none.
  trafficDir: process.env.TESSERA_TRAFFIC === 'off' ? undefined : path.resolve(process.env.TESSERA_TRAFFIC_DIR || 'traffic'),
});
const server = tls ? createTlsServer(tls, listener) : createServer(listener);
server.listen(port, host, () => console.log(`> Ready on ${tls ? 'https' : 'http'}://${host}:${port}`));
/** Ends the process once the counts still in memory are written: nothing counted is lost on a stop. */
const exit = () => {
  close();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(exit);
    server.closeIdleConnections();
    setTimeout(exit, 3000).unref();
  });
}
