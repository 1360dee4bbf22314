// Analytics in the root layout, only when NEXT_PUBLIC_ANALYTICS_COLLECTOR names a collector
// (read at build time): without one, no analytics code reaches the browser at all.
import { Suspense } from 'react';
import { Analytics } from './Analytics';
import { collectorEndpoint } from './tracker-config';

export function AnalyticsRoot() {
  const collector = collectorEndpoint(process.env.NEXT_PUBLIC_ANALYTICS_COLLECTOR);
  if (!collector) return null;
  // Reading the query string opts out of prerendering up to the nearest Suspense boundary: keep it here.
  return (
    <Suspense fallback={null}>
      <Analytics collector={collector} />
    </Suspense>
  );
}
