// The error-reporting tunnel. Browsers post to NEXT_PUBLIC_SENTRY_TUNNEL, which next.config rewrites here.
import { handleTunnelPost } from '@/monitoring/tunnel';

export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return handleTunnelPost(request, {
    dsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
    tunnelPath: process.env.NEXT_PUBLIC_SENTRY_TUNNEL,
  });
}
