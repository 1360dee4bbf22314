// The static export's settings (pure): where it is written and which peers its policy allows.
import { cspPeersFromEnv } from '@/security/content-security-policy.mjs';
import type { PolicyPeers } from './static-headers.build';

export { STATIC_EXPORT_DIR } from './export-links.mjs';

/**
 * The collector, the DSN's host and the API console's origin from the build's configuration (the
 * console's base URL resolved by the caller); a static export has no tunnel.
 */
export function staticPolicyPeers(env: Record<string, string | undefined>, apiBaseUrl?: string): PolicyPeers {
  const { collectorOrigin, dsnOrigin, apiOrigin } = cspPeersFromEnv({ ...env, NEXT_PUBLIC_SENTRY_TUNNEL: undefined }, apiBaseUrl);
  return { ...(collectorOrigin ? { collectorOrigin } : {}), ...(dsnOrigin ? { dsnOrigin } : {}), ...(apiOrigin ? { apiOrigin } : {}) };
}
