// For bench:load: nginx as a load balancer in front of identical thin hosts (round robin, kept-alive upstream
// connections), on the same main config as the static site's.
import path from 'node:path';
import { nginxString } from '../src/hosting/nginx-config.build';
import { type Listen, listenAddress, nginxMain } from '../e2e/support/nginx';

/** A load balancer in front of identical Node servers; its access log names the instance that answered each request. */
export function nginxLoadBalancerConfig({ prefix, listen, upstreams }: { prefix: string; listen: Listen; upstreams: Listen[] }): string {
  if (upstreams.length === 0) throw new Error('A load balancer needs at least one upstream.');
  return nginxMain(prefix, [
    'log_format tessera \'$remote_addr "$request" $status $body_bytes_sent upstream=$upstream_addr\';',
    'upstream tessera {',
    ...upstreams.map((upstream) => `  server ${listenAddress(upstream)};`),
    '  keepalive 64;',
    '}',
    'server {',
    `  listen ${listenAddress(listen)};`,
    `  access_log ${nginxString(path.join(prefix, 'access.log'))} tessera buffer=64k flush=1s;`,
    // The tunnel's own limit (1 MiB): larger bodies are refused here already.
    '  client_max_body_size 1m;',
    '  location / {',
    '    proxy_pass http://tessera;',
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    '    proxy_set_header Host $host;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '  }',
    '}',
  ]);
}
