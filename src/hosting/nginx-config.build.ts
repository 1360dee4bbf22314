// The nginx configuration (pure) that serves the build (out/) with its headers (bench/nginx-balancer.ts adds a balancer over thin hosts). Everything nginx
// writes (pid, logs, temp files) stays under `prefix`, so a run leaves nothing behind.
import { REVALIDATE_CACHE_CONTROL } from '@/security/security-headers.mjs';
import { PREFIXED_LOCALES } from '@/i18n/locales';
import { READ_ONLY_ALLOW } from './methods.mjs';
import type { Redirect } from './redirects.mjs';
import type { HeaderRule } from './static-headers';

export type Listen = { host: string; port: number };
export type Common = Listen & { prefix: string; accessLog?: boolean };

/** Compressed on the fly (fonts, images and wasm are compressed already or not worth it). */
const GZIP_TYPES = [
  'text/css',
  'text/plain',
  'text/markdown',
  'text/xml',
  'text/x-component',
  'application/javascript',
  'application/json',
  'application/atom+xml',
  'application/xml',
  'image/svg+xml',
];

/** A double-quoted nginx string; `$` would be read as a variable, so a value holding one is refused. */
export function nginxString(value: string): string {
  if (/[$\r\n]/.test(value)) throw new Error(`Not usable in an nginx string: ${JSON.stringify(value)}`);
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

export function listenAddress({ host, port }: Listen): string {
  if (!/^[\w.:[\]-]+$/.test(host) || !Number.isInteger(port) || port <= 0 || port > 65_535) {
    throw new Error(`Not a listen address: ${host}:${port}`);
  }
  return `${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
}

export function preamble({ prefix, accessLog = false }: Common): string[] {
  const inPrefix = (name: string) => nginxString(`${prefix}/${name}`);
  return [
    'worker_processes auto;',
    `pid ${inPrefix('nginx.pid')};`,
    `error_log ${inPrefix('error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    // Debian's list of file types; nginx's own default is octet-stream for everything.
    '  include /etc/nginx/mime.types;',
    '  types { text/markdown md; }',
    '  default_type application/octet-stream;',
    // Which instance answered is what proves a balanced run used every one of them.
    '  log_format tessera \'$remote_addr "$request" $status $body_bytes_sent upstream=$upstream_addr\';',
    accessLog ? `  access_log ${inPrefix('access.log')} tessera buffer=64k flush=1s;` : '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${inPrefix(`${kind}-temp`)};`),
    '  server_tokens off;',
    '  sendfile on;',
    '  tcp_nopush on;',
    '  keepalive_timeout 65s;',
    '  keepalive_requests 100000;',
    '  charset utf-8;',
    `  charset_types ${GZIP_TYPES.join(' ')};`,
    '  gzip on;',
    '  gzip_vary on;',
    '  gzip_comp_level 5;',
    '  gzip_min_length 256;',
    '  gzip_proxied any;',
    `  gzip_types ${GZIP_TYPES.join(' ')};`,
  ];
}

/** Does a `_headers` pattern (`/*`, `/_next/static/*`) cover everything under this location prefix? */
const covers = (pattern: string, location: string) => pattern === '/*' || location.startsWith(pattern.replace(/\*$/, ''));

/**
 * nginx drops a server block's add_header lines in any location that has its own, so each gets all of
 * its rules. Where no rule sets Cache-Control (HTML), the file must be revalidated: nginx would
 * otherwise leave browsers to guess a lifetime from Last-Modified.
 */
function addHeaders(rules: HeaderRule[], location: string, indent: string): string[] {
  const headers = rules.filter((rule) => covers(rule.pattern, location)).flatMap((rule) => rule.headers);
  if (!headers.some((header) => header.key.toLowerCase() === 'cache-control'))
    headers.push({ key: 'Cache-Control', value: REVALIDATE_CACHE_CONTROL });
  return headers.map((header) => `${indent}add_header ${header.key} ${nginxString(header.value)} always;`);
}

/**
 * The static export at `root`: pretty URLs (`/docs` → docs.html), the locale's 404 page with status 404,
 * the header rules, the moved pages' redirects, a locale's address without a page of its own sent to the
 * English page (src/hosting/locale-fallback.mjs), and nothing of what is not the site (dotfiles, the
 * `_headers` and `_redirects` files).
 */
export function nginxStaticConfig(
  options: Common & { root: string; rules: HeaderRule[]; redirects?: readonly Redirect[]; locales?: readonly string[] },
): string {
  const { root, rules, redirects = [], locales = PREFIXED_LOCALES } = options;
  if (!locales.every((locale) => /^[\w-]+$/.test(locale))) throw new Error(`Not locale names: ${locales.join(', ')}`);
  const prefixed = `^/(${locales.join('|')})`;
  const prefixLocations = [...new Set(rules.map((rule) => rule.pattern).filter((pattern) => pattern !== '/*'))].map((pattern) =>
    pattern.replace(/\*$/, ''),
  );
  return [
    ...preamble(options),
    '  server {',
    `    listen ${listenAddress(options)};`,
    `    root ${nginxString(root)};`,
    '    index index.html;',
    '    absolute_redirect off;',
    // npm run build writes a `.gz` twin of each text file: sent as is, not compressed per request.
    '    gzip_static on;',
    // Each locale's own 404 page.
    '    set $not_found /404.html;',
    `    if ($uri ~ "${prefixed}(/|$)") {`,
    '      set $not_found /$1/404.html;',
    '    }',
    '    error_page 404 $not_found;',
    // Read-only: any method but GET and HEAD is refused before a file is looked for. The server
    // level's header applies to that refusal alone (locations have their own add_header lines).
    `    add_header Allow ${nginxString(READ_ONLY_ALLOW)} always;`,
    '    if ($request_method !~ ^(GET|HEAD)$) {',
    '      return 405;',
    '    }',
    // One URL per page: `/docs/` redirects to `/docs`.
    '    rewrite ^(.+)/$ $1 permanent;',
    '    location / {',
    '      try_files $uri $uri.html $uri/index.html @missing;',
    ...addHeaders(rules, '/', '      '),
    '    }',
    // Under a locale prefix, the English page where one exists (302), never a navigation payload; else 404.
    '    location @missing {',
    ...addHeaders(rules, '/', '      '),
    '      set $english "";',
    `      if ($uri ~ "${prefixed}(/.+)$") {`,
    '        set $english $2;',
    '      }',
    '      if ($english ~ "(\\.txt|/__next\\.[^/]*)$") {',
    '        return 404;',
    '      }',
    '      if (-f $document_root$english.html) {',
    '        return 302 $english$is_args$args;',
    '      }',
    '      if (-f $document_root$english) {',
    '        return 302 $english$is_args$args;',
    '      }',
    '      return 404;',
    '    }',
    ...prefixLocations.flatMap((location) => [
      `    location ${location} {`,
      '      try_files $uri =404;',
      ...addHeaders(rules, location, '      '),
      '    }',
    ]),
    // Pages that moved (the export's _redirects): 308 to where they are now.
    ...redirects.flatMap(({ from, to }) => [
      `    location = ${nginxString(from)} {`,
      ...addHeaders(rules, from, '      '),
      // (The query goes along, as the thin host keeps it.)
      `      return 308 ${nginxString(to).slice(0, -1)}$is_args$args";`,
      '    }',
    ]),
    '    location = /404.html {',
    '      internal;',
    ...addHeaders(rules, '/404.html', '      '),
    '    }',
    // Agent skills (RFC 8615's well-known prefix): the one dot-named folder that is the site's.
    '    location ^~ /.well-known/agent-skills/ {',
    '      try_files $uri =404;',
    ...addHeaders(rules, '/.well-known/agent-skills/', '      '),
    '    }',
    // Files a static host reads or a checkout may hold: never served.
    '    location ~ (^|/)(\\.|_headers$|_redirects$) {',
    '      return 404;',
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}
