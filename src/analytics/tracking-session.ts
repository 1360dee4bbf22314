// One tracking session in the browser: page views on load and route changes, page stats when leaving,
// page actions. Loaded with the tracker (import()) once consent allows analytics.
import { pageActionEvent, pageStatsEvent } from './analytics-events';
import type { PageActionValue } from './page-action';
import type { PageStats } from './page-stats';
import { type PageVisitHandle, startPageVisit } from './page-visit';
import { createSnowplowTracker } from './snowplow-tracker';

/** After a route change the new page's title may land a little later: look every 20 ms, 500 times at most. */
export const TITLE_POLL_INTERVAL_MS = 20;
export const TITLE_POLL_MAX_ATTEMPTS = 500;

export type TrackingSession = {
  /** Starts (or restarts after withdrawal) tracking, with a page view of the current page. */
  start(): void;
  /** A completed client-side route change; `pathnameChanged` when the page (not just its query) changed. */
  routeChanged(pathnameChanged: boolean): void;
  pageAction(name: string, value: PageActionValue): void;
  /** Consent withdrawn: nothing more is sent, and the tracker's cookies and storage are removed. */
  withdraw(): void;
};

export function createTrackingSession(collector: string): TrackingSession {
  const tracker = createSnowplowTracker(collector);
  let running = false;
  let visit: PageVisitHandle | null = null;
  let cancelPending: (() => void) | null = null;
  let viewedTitle = '';

  const sendStats = (stats: PageStats, url: string) => {
    if (running) tracker.event(pageStatsEvent(stats), url);
  };
  const pageView = () => {
    viewedTitle = document.title;
    tracker.pageView(location.href);
    visit = startPageVisit(sendStats);
  };
  const endVisit = (furtherPageView: boolean) => {
    visit?.leave(furtherPageView);
    visit?.stop();
    visit = null;
  };
  const cancel = () => {
    cancelPending?.();
    cancelPending = null;
  };

  return {
    start() {
      if (running) return;
      running = true;
      tracker.start();
      pageView();
    },
    routeChanged(pathnameChanged) {
      if (!running) return;
      endVisit(true);
      cancel();
      // Only a new page brings a new title; a new query on the same page keeps it.
      cancelPending = whenTitleReplaces(pathnameChanged ? viewedTitle : null, () => {
        cancelPending = null;
        if (running) pageView();
      });
    },
    pageAction(name, value) {
      const event = running ? pageActionEvent(name, value) : null;
      if (event) tracker.event(event, location.href);
    },
    withdraw() {
      running = false;
      cancel();
      visit?.stop();
      visit = null;
      tracker.stop();
    },
  };
}

/**
 * Calls `then` once the new page's title is in place, or after the last attempt. The router removes
 * the old <title> and inserts the new one a moment after the route changes: the title is in place
 * when it is not empty and either differs from `previous` (null: any title will do) or a <title>
 * was inserted since (two pages may share a title). Leaving the page meanwhile sends at once.
 */
function whenTitleReplaces(previous: string | null, then: () => void): () => void {
  let attempts = 0;
  let inserted = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver((records) => {
    inserted ||= records.some((record) => [...record.addedNodes].some((node) => node.nodeName === 'TITLE'));
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('pagehide', finish);
  };
  function finish() {
    stop();
    then();
  }
  const check = () => {
    const title = document.title;
    if ((title !== '' && (title !== previous || inserted)) || ++attempts >= TITLE_POLL_MAX_ATTEMPTS) finish();
    else timer = setTimeout(check, TITLE_POLL_INTERVAL_MS);
  };
  observer.observe(document.head, { childList: true });
  window.addEventListener('pagehide', finish);
  check();
  return stop;
}
