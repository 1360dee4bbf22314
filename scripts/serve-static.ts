// Serves the build (out/) with nginx on HOST:PORT (default 127.0.0.1:3000) until stopped, with
// the headers of out/_headers and the redirects of out/_redirects. `--print-config` prints the nginx config instead (for operators).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { nginxStaticConfig } from '../src/hosting/nginx-config.build';
import { nginxPrefix, startNginx } from '../src/hosting/nginx-process.build';
import { STATIC_EXPORT_DIR } from '../src/hosting/export-links.mjs';
import { parseHeadersFile } from '../src/hosting/static-headers';
import { parseRedirectsFile } from '../src/hosting/redirects.mjs';

async function main() {
  const host = process.env.HOST || '127.0.0.1';
  const port = Number(process.env.PORT || 3000);
  const headersFile = path.join(STATIC_EXPORT_DIR, '_headers');
  if (!existsSync(headersFile)) throw new Error('out/ holds no finished build: run npm run build first.');
  const rules = parseHeadersFile(readFileSync(headersFile, 'utf8'));
  const redirectsFile = path.join(STATIC_EXPORT_DIR, '_redirects');
  const redirects = existsSync(redirectsFile) ? parseRedirectsFile(readFileSync(redirectsFile, 'utf8')) : [];
  const config = (prefix: string) => nginxStaticConfig({ prefix, host, port, root: STATIC_EXPORT_DIR, rules, redirects });
  if (process.argv.includes('--print-config')) {
    process.stdout.write(config('/var/lib/tessera-nginx'));
    return;
  }
  const prefix = await nginxPrefix();
  const nginx = await startNginx(config(prefix), prefix, { host, port });
  console.log(`serve:static: nginx serves ${STATIC_EXPORT_DIR} on http://${host}:${port}`);
  let stopping = false;
  const stop = () => {
    stopping = true;
    void nginx.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  // nginx ending on its own is a failure; ending because we stopped it is not.
  nginx.process.once('exit', (code) => {
    if (!stopping) void nginx.stop().then(() => process.exit(code || 1));
  });
}

main().catch((error: unknown) => {
  console.error(`serve:static: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
