// Prints the nginx config that serves the build (out/) with the headers of out/_headers and the moves of
// out/_redirects, for an operator's own nginx (docs/deployment.md#nginx):
//   HOST=0.0.0.0 PORT=80 npm run --silent nginx-config > tessera.conf
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nginxStaticConfig } from '../src/hosting/nginx-config.build';
import { STATIC_EXPORT_DIR } from '../src/hosting/export-links.mjs';
import { parseHeadersFile } from '../src/hosting/static-headers';
import { parseRedirectsFile } from '../src/hosting/redirects.mjs';

const read = (file: string) => readFileSync(path.join(STATIC_EXPORT_DIR, file), 'utf8');
process.stdout.write(
  nginxStaticConfig({
    prefix: process.env.NGINX_PREFIX || '/var/lib/tessera-nginx',
    host: process.env.HOST || '127.0.0.1',
    port: Number(process.env.PORT || 3000),
    root: STATIC_EXPORT_DIR,
    rules: parseHeadersFile(read('_headers')),
    redirects: parseRedirectsFile(read('_redirects')),
  }),
);
