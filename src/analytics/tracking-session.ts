// One tracking session in the browser: page views on load and route changes, page stats when leaving,
// page actions. Loaded with the tracker (import()) once consent allows analytics.
import { pageActionEvent, pageStatsEvent } from './analytics-events';
import type { PageActionValue } from '../page-actions/page-actions';
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
  /** The page view of the latest route change, waiting for that page's title. */
  let pendingView: TitleWait | null = null;
  let viewedTitle = '';

  const sendStats = (stats: PageStats, url: string) => {
    if (!running) return;
    // Stats follow their page's view, even when the tab is hidden before that page's title came.
    pendingView?.finishNow();
    tracker.event(pageStatsEvent(stats), url);
  };
  const pageView = (url: string, title: string) => {
    viewedTitle = title;
    tracker.pageView(url, title);
  };
  const endVisit = (furtherPageView: boolean) => {
    visit?.leave(furtherPageView);
    visit?.stop();
    visit = null;
  };
  const cancelPendingView = () => {
    pendingView?.cancel();
    pendingView = null;
  };

  return {
    start() {
      if (running) return;
      running = true;
      tracker.start();
      pageView(location.href, document.title);
      visit = startPageVisit(sendStats);
    },
    routeChanged(pathnameChanged) {
      if (!running) return;
      // A page left before its title was known still had its view: sent now, with the last title
      // seen while it was shown, and before its stats (which belong to it).
      pendingView?.finishNow();
      endVisit(true);
      const url = location.href;
      visit = startPageVisit(sendStats);
      // Only a new page brings a new title; a new query on the same page keeps it.
      pendingView = whenTitleReplaces(pathnameChanged ? viewedTitle : null, (title) => {
        pendingView = null;
        if (running) pageView(url, title);
      });
    },
    pageAction(name, value) {
      const event = running ? pageActionEvent(name, value) : null;
      if (event) tracker.event(event, location.href);
    },
    withdraw() {
      running = false;
      cancelPendingView();
      visit?.stop();
      visit = null;
      tracker.stop();
    },
  };
}

type TitleWait = {
  /** Stops waiting; `then` is not called. */
  cancel(): void;
  /** Stops waiting and calls `then` now, with the last title seen while waiting (the page is being left). */
  finishNow(): void;
};

/**
 * Calls `then` with the new page's title once it is in place, or after the last attempt. The router
 * may insert the new <title> a moment after the route changes: the title is in place when it is not
 * empty and either differs from `previous` (null: any title will do) or a <title> was inserted since
 * (two pages may share a title). Leaving the page meanwhile (another route change, pagehide) sends at
 * once with the last title seen: by the time the next route change is known its page's title may
 * already be shown.
 */
function whenTitleReplaces(previous: string | null, then: (title: string) => void): TitleWait {
  let attempts = 0;
  let inserted = false;
  let seenTitle = document.title;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const observer = new MutationObserver((records) => {
    inserted ||= records.some((record) => [...record.addedNodes].some((node) => node.nodeName === 'TITLE'));
  });
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    window.removeEventListener('pagehide', onPageHide);
  };
  let done = false;
  function finish() {
    // Once: the title may already be in place when the wait starts, and leaving calls this again.
    if (done) return;
    done = true;
    stop();
    then(seenTitle);
  }
  // Unloading: the page still shows its own title.
  function onPageHide() {
    seenTitle = document.title;
    finish();
  }
  const check = () => {
    seenTitle = document.title;
    if ((seenTitle !== '' && (seenTitle !== previous || inserted)) || ++attempts >= TITLE_POLL_MAX_ATTEMPTS) finish();
    else timer = setTimeout(check, TITLE_POLL_INTERVAL_MS);
  };
  observer.observe(document.head, { childList: true });
  window.addEventListener('pagehide', onPageHide);
  check();
  return {
    cancel() {
      done = true;
      stop();
    },
    finishNow: finish,
  };
}
