// Page statistics of spec §3/§5/§9 (pure): time on page in rounded minutes, deepest scroll, bounce,
// reported only when the visitor leaves after at least 20 seconds.

export const PAGE_STATS_MIN_SECONDS = 20;
const MS_PER_SECOND = 1000;
const MS_PER_MINUTE = 60_000;

/** The event data, named as the spec names it. */
export type PageStats = {
  page_duration_minutes: number;
  page_scrolled_percent: number;
  bounce: boolean;
};

export type PageVisit = {
  startedAtMs: number;
  /** Deepest point of the page seen so far, 0–100. */
  maxScrolledPercent: number;
  /** Whether the visitor pressed, typed or scrolled with the wheel on this page. */
  interacted: boolean;
};

/** How far down the page the bottom of the viewport is, as a whole percentage of the page height. */
export function scrolledPercent({
  scrollTop,
  viewportHeight,
  documentHeight,
}: {
  scrollTop: number;
  viewportHeight: number;
  documentHeight: number;
}): number {
  if (!(documentHeight > 0)) return 100;
  const percent = ((Math.max(0, scrollTop) + Math.max(0, viewportHeight)) / documentHeight) * 100;
  return Math.min(100, Math.max(0, Math.round(percent)));
}

/**
 * The stats for a visit that ends now, or null while it is shorter than the minimum.
 * A bounce is a page left with no interaction and no further page view.
 */
export function pageStats(
  visit: PageVisit,
  { leftAtMs, furtherPageView }: { leftAtMs: number; furtherPageView: boolean },
): PageStats | null {
  const durationMs = leftAtMs - visit.startedAtMs;
  if (!(durationMs >= PAGE_STATS_MIN_SECONDS * MS_PER_SECOND)) return null;
  return {
    page_duration_minutes: Math.round(durationMs / MS_PER_MINUTE),
    page_scrolled_percent: Math.min(100, Math.max(0, Math.round(visit.maxScrolledPercent))),
    bounce: !visit.interacted && !furtherPageView,
  };
}
