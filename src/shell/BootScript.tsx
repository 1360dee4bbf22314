'use client';
// An inline script that runs before first paint from the server HTML. It is rendered only there and
// during hydration: React never executes a script it creates in the browser, and warns when asked to
// (pages Next renders client-side, such as the server-error shell, would otherwise log an error).
import { useHydrated } from '@/kit/hooks/useHydrated';

export function BootScript({ code }: { code: string }) {
  // Hydrating counts as not yet hydrated, so the server's script element is matched, then dropped.
  return useHydrated() ? null : <script dangerouslySetInnerHTML={{ __html: code }} />;
}
