// trackPageAction: any component may call it at any time. It sends a page action (spec §3) only while
// analytics runs (consent and a collector); otherwise it does nothing. It never throws, and importing
// it costs a few bytes: the tracker stays out of the callers' bundles. Text a reader typed is cleaned
// here, whoever sends it, so no caller can forget (docs/analytics.md 'Typed text').
import { cleanedComment, cleanedQuery } from './typed-text';

/** The actions we record, declared once so every caller names them alike. */
export const PAGE_ACTIONS = {
  feedback: 'feedback',
  feedbackComment: 'feedback_comment',
  codeCopied: 'code_copied',
  searchSubmitted: 'search_submitted',
  /** The query a search ended on found nothing. */
  searchNoResults: 'search_no_results',
  themeChanged: 'theme_changed',
  codeTabChosen: 'code_tab_chosen',
} as const;
export type PageActionName = (typeof PAGE_ACTIONS)[keyof typeof PAGE_ACTIONS];
export type PageActionValue = string | number | null;

/** The actions whose value is text a reader typed, and how each is cleaned; nothing left, nothing sent. */
const TYPED_TEXT: Partial<Record<PageActionName, (text: string) => string | null>> = {
  [PAGE_ACTIONS.searchSubmitted]: cleanedQuery,
  [PAGE_ACTIONS.searchNoResults]: cleanedQuery,
  [PAGE_ACTIONS.feedbackComment]: cleanedComment,
};

type Deliver = (name: string, value: PageActionValue) => void;
let deliver: Deliver | null = null;

/** Records what the visitor just did, e.g. `trackPageAction(PAGE_ACTIONS.codeCopied, 'typescript')`. */
export function trackPageAction(name: PageActionName, value: PageActionValue = null): void {
  try {
    const clean = TYPED_TEXT[name];
    const sent = clean ? (typeof value === 'string' ? clean(value) : null) : value;
    if (clean && sent === null) return;
    deliver?.(name, sent);
  } catch {
    // analytics must never break the feature that reports to it
  }
}

/** Analytics connects here while it runs, and disconnects (null) when consent is withdrawn. */
export function connectPageActions(next: Deliver | null): void {
  deliver = next;
}
