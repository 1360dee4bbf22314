// The only module that touches @snowplow/browser-tracker. It is loaded with import() once consent
// allows analytics, so visitors without consent never download a byte of the tracker.
import {
  clearUserData,
  disableActivityTracking,
  enableActivityTracking,
  enableAnonymousTracking,
  flushBuffer,
  newTracker,
  setCustomUrl,
  setReferrerUrl,
  trackPageView,
  trackSelfDescribingEvent,
} from '@snowplow/browser-tracker';
import type { SelfDescribingEvent } from './analytics-events';
import { ACTIVITY_TRACKING, ANONYMOUS_TRACKING, OUT_QUEUE_STORAGE_KEY, TRACKER_NAMESPACE, trackerConfiguration } from './tracker-config';
import { outboundUrl } from '../security/outbound-url';

const TRACKERS = [TRACKER_NAMESPACE];

export type SnowplowTracker = {
  /** Tracks again after `stop()`: identifiers and storage are back, page pings run. */
  start(): void;
  /** A page view of `url`, named `title` (the page may already show another). */
  pageView(url: string, title: string): void;
  event(event: SelfDescribingEvent<Record<string, unknown>>, url: string): void;
  /** Consent withdrawn: stop at once and remove the tracker's cookies, storage and queue. */
  stop(): void;
};

/** Creates the tracker, idle: nothing is sent until `start()`. */
export function createSnowplowTracker(collector: string): SnowplowTracker {
  // After withdrawal the queue may still hold events the collector refused; the tracker would
  // retry them on its own (when the tab is hidden). Answering for the collector drops them unsent.
  let discarding = false;
  newTracker(TRACKER_NAMESPACE, collector, {
    ...trackerConfiguration({ secure: location.protocol === 'https:' }),
    customFetch: (request, options) => (discarding ? Promise.resolve(new Response(null, { status: 204 })) : fetch(request, options)),
  });

  // Addresses leave as outboundUrl makes them (no search query, no pasted token): the page's own, and
  // the referrer, which the tracker would take from the browser (after a route change: the previous
  // address, query and all). The next page view's referrer is the page viewed last.
  let referrer = outboundUrl(document.referrer);
  const setAddress = (url: string) => {
    setReferrerUrl(referrer, TRACKERS);
    setCustomUrl(outboundUrl(url), TRACKERS);
  };

  return {
    start() {
      discarding = false;
      enableAnonymousTracking({ options: ANONYMOUS_TRACKING, stateStorageStrategy: 'cookieAndLocalStorage' }, TRACKERS);
      enableActivityTracking(ACTIVITY_TRACKING, TRACKERS);
    },
    pageView(url, title) {
      setAddress(url);
      trackPageView({ title }, TRACKERS);
      referrer = outboundUrl(url);
    },
    event(event, url) {
      // Stats for a route just left carry that route's URL, not the one the browser already shows.
      setAddress(url);
      trackSelfDescribingEvent({ event }, TRACKERS);
    },
    stop() {
      disableActivityTracking(TRACKERS);
      // Storage strategy 'none': the tracker writes no cookie or storage from here on.
      enableAnonymousTracking({ options: { withServerAnonymisation: true }, stateStorageStrategy: 'none' }, TRACKERS);
      clearUserData({ preserveSession: false, preserveUser: false }, TRACKERS);
      discarding = true;
      flushBuffer({}, TRACKERS);
      try {
        window.localStorage.removeItem(OUT_QUEUE_STORAGE_KEY);
      } catch {
        // storage blocked: the tracker could not have queued there either
      }
    },
  };
}
