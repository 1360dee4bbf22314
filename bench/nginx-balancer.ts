// For bench:load: nginx as a load balancer in front of identical thin hosts (round robin, kept-alive upstream
// connections), on the same preamble as the static config.
import { type Common, type Listen, listenAddress, preamble } from '../src/hosting/nginx-config.build';

/** A load balancer in front of identical Node servers (round robin, kept-alive upstream connections). */
export function nginxLoadBalancerConfig(options: Common & { upstreams: Listen[] }): string {
  if (options.upstreams.length === 0) throw new Error('A load balancer needs at least one upstream.');
  return [
    ...preamble(options),
    '  upstream tessera {',
    ...options.upstreams.map((upstream) => `    server ${listenAddress(upstream)};`),
    '    keepalive 64;',
    '  }',
    '  server {',
    `    listen ${listenAddress(options)};`,
    // The tunnel's own limit (1 MiB): larger bodies are refused here already.
    '    client_max_body_size 1m;',
    '    location / {',
    '      proxy_pass http://tessera;',
    '      proxy_http_version 1.1;',
    '      proxy_set_header Connection "";',
    '      proxy_set_header Host $host;',
    '      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '      proxy_set_header X-Forwarded-Proto $scheme;',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
