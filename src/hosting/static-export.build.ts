// The static export's settings (pure): where it is written and which peers its policy allows.
import path from 'node:path';
import { cspPeersFromEnv } from '@/security/content-security-policy.mjs';
import type { PolicyPeers } from './static-headers.build';

/** Next writes `output: 'export'` builds here. */
export const STATIC_EXPORT_DIR = path.resolve('out');

/** The collector and the DSN's host from the build's configuration; a static export has no tunnel. */
export function staticPolicyPeers(env: Record<string, string | undefined>): PolicyPeers {
  const { collectorOrigin, dsnOrigin } = cspPeersFromEnv({ ...env, NEXT_PUBLIC_SENTRY_TUNNEL: undefined });
  return { ...(collectorOrigin ? { collectorOrigin } : {}), ...(dsnOrigin ? { dsnOrigin } : {}) };
}
