'use client';
// Wires analytics to the app: consent from the consent store, route changes from the router.
// Renders nothing. Without a collector configured it is not rendered at all (see AnalyticsRoot).
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useConsent } from '@/consent/use-consent';
import { createAnalyticsController } from './analytics-controller';
import { doNotTrack } from './do-not-track';

const loadTracking = () => import('./tracking-session');

export function Analytics({ collector }: { collector: string }) {
  const [controller] = useState(() => createAnalyticsController(collector, loadTracking));
  const { thirdParty } = useConsent();
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const route = useRef<{ pathname: string; search: string } | null>(null);

  useEffect(() => {
    controller.setAllowed(thirdParty && !doNotTrack(window));
  }, [controller, thirdParty]);

  useEffect(() => {
    const previous = route.current;
    route.current = { pathname, search };
    // The first render is the page load, whose page view the session sends when it starts.
    if (previous) controller.routeChanged(previous.pathname !== pathname);
  }, [controller, pathname, search]);

  return null;
}
