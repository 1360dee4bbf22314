// Measures one page view in the browser (deepest scroll, interaction, time) and reports its page stats
// when the visitor leaves: a route change, the page being hidden or unloaded.
import { type PageStats, type PageVisit, pageStats, scrolledPercent } from './page-stats';

export type PageVisitHandle = {
  /** The visitor leaves; `furtherPageView` when another page view follows (a route change). */
  leave(furtherPageView: boolean): void;
  /** Stops listening without reporting. */
  stop(): void;
};

const LISTEN = { capture: true, passive: true } as const;
/** What counts as the visitor acting on the page; plain scroll events also come from the app itself. */
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel'] as const;

function currentScrolledPercent(): number {
  const root = document.documentElement;
  return scrolledPercent({
    scrollTop: window.scrollY,
    viewportHeight: window.innerHeight,
    documentHeight: root.scrollHeight,
  });
}

/** Starts measuring now; `report` gets the stats (and the page's URL) at most once. */
export function startPageVisit(report: (stats: PageStats, url: string) => void): PageVisitHandle {
  const url = location.href;
  const visit: PageVisit = { startedAtMs: Date.now(), maxScrolledPercent: currentScrolledPercent(), interacted: false };
  let stopped = false;

  const onScroll = () => {
    visit.maxScrolledPercent = Math.max(visit.maxScrolledPercent, currentScrolledPercent());
  };
  const onInteraction = () => {
    visit.interacted = true;
  };
  const onHidden = () => {
    if (document.visibilityState === 'hidden') leave(false);
  };
  const onPageHide = () => leave(false);

  function stop() {
    if (stopped) return;
    stopped = true;
    window.removeEventListener('scroll', onScroll, LISTEN);
    for (const type of INTERACTIONS) document.removeEventListener(type, onInteraction, LISTEN);
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
  }

  function leave(furtherPageView: boolean) {
    if (stopped) return;
    onScroll();
    const stats = pageStats(visit, { leftAtMs: Date.now(), furtherPageView });
    // Shorter than the minimum: keep measuring, the visitor may come back to this tab.
    if (!stats) return;
    stop();
    report(stats, url);
  }

  window.addEventListener('scroll', onScroll, LISTEN);
  for (const type of INTERACTIONS) document.addEventListener(type, onInteraction, LISTEN);
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  return { leave, stop };
}
