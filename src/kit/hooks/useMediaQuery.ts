'use client';
// Whether a media query matches, kept current with a change listener throttled to 16 ms.
// SSR-safe: the server and the hydrating render use `serverValue`, then the real value follows.
import { useCallback, useSyncExternalStore } from 'react';
import { throttle } from '../timing/throttle';

/** One frame: more updates than this cannot be painted anyway (spec §9). */
export const MEDIA_QUERY_THROTTLE_MS = 16;

export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      const throttled = throttle(onChange, MEDIA_QUERY_THROTTLE_MS);
      list.addEventListener('change', throttled);
      return () => {
        throttled.cancel();
        list.removeEventListener('change', throttled);
      };
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
