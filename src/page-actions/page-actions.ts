// trackPageAction: any component may call it at any time. It sends a page action (spec §3) only while
// analytics runs (consent and a collector); otherwise it does nothing. It never throws, and importing
// it costs a few bytes: the tracker stays out of the callers' bundles.

/** The actions we record, declared once so every caller names them alike. */
export const PAGE_ACTIONS = {
  feedback: 'feedback',
  feedbackComment: 'feedback_comment',
  codeCopied: 'code_copied',
  searchSubmitted: 'search_submitted',
  /** The query a search ended on found nothing (reported as search-report.ts cleans it). */
  searchNoResults: 'search_no_results',
  themeChanged: 'theme_changed',
  codeTabChosen: 'code_tab_chosen',
} as const;
export type PageActionName = (typeof PAGE_ACTIONS)[keyof typeof PAGE_ACTIONS];
export type PageActionValue = string | number | null;

type Deliver = (name: string, value: PageActionValue) => void;
let deliver: Deliver | null = null;

/** Records what the visitor just did, e.g. `trackPageAction(PAGE_ACTIONS.codeCopied, 'typescript')`. */
export function trackPageAction(name: PageActionName, value: PageActionValue = null): void {
  try {
    deliver?.(name, value);
  } catch {
    // analytics must never break the feature that reports to it
  }
}

/** Analytics connects here while it runs, and disconnects (null) when consent is withdrawn. */
export function connectPageActions(next: Deliver | null): void {
  deliver = next;
}
