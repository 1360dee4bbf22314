'use client';
// An inline script that runs before first paint from the server HTML. It is rendered only there and
// during hydration: React never executes a script it creates in the browser, and warns when asked to
// (pages Next renders client-side, such as the server-error shell, would otherwise log an error).
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

export function BootScript({ code }: { code: string }) {
  const fromServerHtml = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  return fromServerHtml ? <script dangerouslySetInnerHTML={{ __html: code }} /> : null;
}
