// The error-reporting tunnel. Browsers post to NEXT_PUBLIC_SENTRY_TUNNEL, which next.config rewrites
// here; error events leave with their stack traces in source terms (the build's hidden source maps).
import path from 'node:path';
import { HIDDEN_SOURCE_MAPS_DIR } from '@/monitoring/next-config.mjs';
import { sourceMapStore } from '@/monitoring/source-map-store';
import { symbolicateEvent } from '@/monitoring/symbolicate';
import { handleTunnelPost } from '@/monitoring/tunnel';

export const dynamic = 'force-dynamic';

// (Read at run time from the build's output: nothing for the bundler to trace or bundle.)
const sourceMaps = sourceMapStore(path.join(/* turbopackIgnore: true */ process.cwd(), HIDDEN_SOURCE_MAPS_DIR));

export function POST(request: Request): Promise<Response> {
  return handleTunnelPost(request, {
    dsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
    tunnelPath: process.env.NEXT_PUBLIC_SENTRY_TUNNEL,
    rewriteEvent: (event) => symbolicateEvent(event, sourceMaps),
  });
}
