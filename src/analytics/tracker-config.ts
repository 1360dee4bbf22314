// The Snowplow tracker's configuration from the spec's constants (§7, §9). Pure: only types come from the tracker.
import type { ActivityTrackingConfiguration, TrackerConfiguration } from '@snowplow/browser-tracker';

/** Tracker namespace (`tna`); also names its local-storage queue, `snowplowOutQueue_<namespace>`. */
export const TRACKER_NAMESPACE = 'tessera';
export const APP_ID = 'tessera-developers';
/** docs/contract.md 'Analytics': events are POSTed to `<collector>/com.snowplowanalytics.snowplow/tp2`. */
export const COLLECTOR_POST_PATH = '/com.snowplowanalytics.snowplow/tp2';

export const MAX_POST_BYTES = 40_000;
export const LOCAL_QUEUE_MAX_EVENTS = 1000;
export const REQUEST_TIMEOUT_MS = 5000;
export const SESSION_TIMEOUT_SECONDS = 1800;
export const COOKIE_LIFETIME_SECONDS = 63_072_000;
export const HEARTBEAT_SECONDS = 20;
export const MINIMUM_VISIT_LENGTH_SECONDS = 0;

/** The local-storage key the tracker queues unsent events under (clearUserData leaves it behind). */
export const OUT_QUEUE_STORAGE_KEY = `snowplowOutQueue_${TRACKER_NAMESPACE}`;

/**
 * Privacy first: no cross-visit user id (anonymous tracking keeps only the session), and the
 * `SP-Anonymous: *` header asks the collector to drop the IP address.
 */
export const ANONYMOUS_TRACKING = { withSessionTracking: true, withServerAnonymisation: true } as const;

export function trackerConfiguration({ secure }: { secure: boolean }): TrackerConfiguration {
  return {
    appId: APP_ID,
    platform: 'web',
    eventMethod: 'post',
    postPath: COLLECTOR_POST_PATH,
    maxPostBytes: MAX_POST_BYTES,
    maxLocalStorageQueueSize: LOCAL_QUEUE_MAX_EVENTS,
    connectionTimeout: REQUEST_TIMEOUT_MS,
    credentials: 'omit',
    // Page stats are sent on pagehide: the request must outlive the page (batches stay under 64 KB).
    keepalive: true,
    respectDoNotTrack: true,
    sessionCookieTimeout: SESSION_TIMEOUT_SECONDS,
    cookieLifetime: COOKIE_LIFETIME_SECONDS,
    cookieSameSite: 'Lax',
    cookieSecure: secure,
    stateStorageStrategy: 'cookieAndLocalStorage',
    anonymousTracking: ANONYMOUS_TRACKING,
    contexts: { webPage: true, session: false, browser: false },
  };
}

export const ACTIVITY_TRACKING: ActivityTrackingConfiguration = {
  minimumVisitLength: MINIMUM_VISIT_LENGTH_SECONDS,
  heartbeatDelay: HEARTBEAT_SECONDS,
};

/** The collector origin from NEXT_PUBLIC_ANALYTICS_COLLECTOR; null (no analytics) unless an http(s) URL. */
export function collectorEndpoint(configured: string | undefined): string | null {
  if (!configured) return null;
  try {
    const url = new URL(configured);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
  } catch {
    return null;
  }
}
