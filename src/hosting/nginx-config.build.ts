// nginx's share of the build (pure): the headers of out/_headers and the moves of out/_redirects as the
// server-level file host/nginx.conf, beside the checked-in rest (src/hosting/nginx-site.conf); an operator's
// server block includes both (docs/deployment.md#nginx).
import type { Redirect } from './redirects.mjs';
import type { HeaderRule } from './static-headers';

/** The build's part, written by build-static beside the host's code; the checked-in part. */
export const NGINX_BUILD_CONFIG = 'host/nginx.conf';
export const NGINX_SITE_CONFIG = 'src/hosting/nginx-site.conf';

/** A double-quoted nginx string; `$` would be read as a variable, so a value holding one is refused. */
export function nginxString(value: string): string {
  if (/[$\r\n]/.test(value)) throw new Error(`Not usable in an nginx string: ${JSON.stringify(value)}`);
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/**
 * host/nginx.conf: the `/*` rule's headers at server level (no location of the site config has its own,
 * so every answer carries them), each folder rule's lifetime, each move's 308 with the query kept.
 */
export function nginxBuildConfig(rules: HeaderRule[], moves: readonly Redirect[]): string {
  const lines = ['# Written by npm run build from out/_headers and out/_redirects (do not edit).'];
  for (const { pattern, headers } of rules) {
    const folder = pattern.replace(/\*$/, '');
    if (pattern === '/*') {
      lines.push(...headers.map(({ key, value }) => `add_header ${key} ${nginxString(value)} always;`));
      continue;
    }
    const lifetime = headers.find(({ key }) => key.toLowerCase() === 'cache-control');
    if (!folder.endsWith('/') || !lifetime || headers.length > 1)
      throw new Error(`_headers rule ${pattern}: nginx takes only a folder's Cache-Control beside the /* rule`);
    lines.push(`location ${folder} {`, '  try_files $uri =404;', `  set $cache_control ${nginxString(lifetime.value)};`, '}');
  }
  for (const { from, to } of moves)
    lines.push(`location = ${nginxString(from)} {`, `  return 308 ${nginxString(to).slice(0, -1)}$is_args$args";`, '}');
  return `${lines.join('\n')}\n`;
}
