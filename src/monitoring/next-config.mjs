// Error reporting's part of next.config (build time): the client instrumentation, injected only when a
// DSN is configured (unset: not one byte of it ships), with the tunnel path checked; browser source
// maps, which only error reports use; and the release name reports carry.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CLIENT_INSTRUMENTATION = './src/monitoring/client-instrumentation.ts';
/** Where the build moves the browser source maps (scripts/build-static.ts), outside out/: read by the tunnel, never served. */
export const HIDDEN_SOURCE_MAPS_DIR = 'host/source-maps';
/** A plain same-origin path: segments of URL-safe characters, nothing a host's route rules would read as a pattern. */
const TUNNEL_PATH = /^(\/[A-Za-z0-9][A-Za-z0-9._~-]*)+$/;

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ instrumentationClientInject: string[], define: Record<string, boolean>, sourceMaps: boolean }}
 */
export function monitoringNextConfig(env) {
  const dsn = env.NEXT_PUBLIC_SENTRY_DSN?.trim() ?? '';
  const tunnel = env.NEXT_PUBLIC_SENTRY_TUNNEL?.trim() ?? '';
  if (tunnel && (!TUNNEL_PATH.test(tunnel) || tunnel.startsWith('/_next'))) {
    throw new Error(`NEXT_PUBLIC_SENTRY_TUNNEL must be a same-origin path such as /monitoring, outside /_next (got '${tunnel}').`);
  }
  return {
    instrumentationClientInject: dsn ? [CLIENT_INSTRUMENTATION] : [],
    // The SDK's debug logging is never switched on here, so its code need not ship.
    define: { __SENTRY_DEBUG__: false },
    // Maps cost build time and are only for turning reported frames back into source.
    sourceMaps: Boolean(dsn),
  };
}

/**
 * The release reports are tagged with: package name and version, plus, when built from git, the last
 * commit that changed the code. A commit that changes only the docs content ships the same code, so
 * it keeps the release (and with it the build id, src/hosting/build-id.mjs: the release is written
 * into the client's scripts).
 * @param {string} root
 * @returns {string}
 */
export function monitoringRelease(root) {
  const { name, version } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8'));
  try {
    const commit = execFileSync('git', ['log', '-1', '--format=%h', '--abbrev=12', '--', '.', ':(exclude)content'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return commit ? `${name}@${version}+${commit}` : `${name}@${version}`;
  } catch {
    return `${name}@${version}`;
  }
}
