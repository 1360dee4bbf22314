// Starts and stops analytics as consent changes, and passes route changes on. Holds no tracker code:
// the tracking session (and the tracker in it) is loaded with import() the first time analytics is allowed.
import { connectPageActions } from '../page-actions/page-actions';
import type { TrackingSession } from './tracking-session';

export type TrackingModule = { createTrackingSession(collector: string): TrackingSession };

export type AnalyticsController = {
  /** Consent (thirdParty, and no Do Not Track) allows analytics, or no longer does. */
  setAllowed(allowed: boolean): void;
  routeChanged(pathnameChanged: boolean): void;
};

export function createAnalyticsController(collector: string, load: () => Promise<TrackingModule>): AnalyticsController {
  let allowed = false;
  let loading = false;
  let session: TrackingSession | null = null;
  let running = false;

  const apply = (current: TrackingSession) => {
    if (allowed && !running) {
      running = true;
      current.start();
      connectPageActions(current.pageAction);
    } else if (!allowed) {
      // Also when it never ran on this page: an earlier page may have left the tracker's cookies.
      running = false;
      connectPageActions(null);
      current.withdraw();
    }
  };

  return {
    setAllowed(next) {
      if (next === allowed) return;
      allowed = next;
      if (session) return apply(session);
      if (!allowed || loading) return;
      loading = true;
      load().then(
        (tracking) => {
          session = tracking.createTrackingSession(collector);
          // Consent may have been withdrawn while the code loaded: then this only cleans up.
          apply(session);
        },
        () => {
          loading = false; // the chunk did not load (offline): the next change tries again
        },
      );
    },
    routeChanged(pathnameChanged) {
      if (running) session?.routeChanged(pathnameChanged);
    },
  };
}
