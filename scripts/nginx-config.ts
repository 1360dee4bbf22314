// Prints an nginx.conf that serves this build (out/, with host/nginx.conf and src/hosting/nginx-site.conf), for an
// operator's own nginx (docs/deployment.md#nginx):
//   HOST=0.0.0.0 PORT=80 npm run --silent nginx-config > tessera.conf
import { nginxConfig } from '../src/hosting/nginx-config.build';

process.stdout.write(
  nginxConfig({
    prefix: process.env.NGINX_PREFIX || '/var/lib/tessera-nginx',
    project: process.cwd(),
    listen: { host: process.env.HOST || '127.0.0.1', port: Number(process.env.PORT || 3000) },
  }),
);
