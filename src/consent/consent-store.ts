// The one subscription for consent: reads the cookie, saves choices, and tells the rest of the app
// (analytics, optional storage, the banner) when consent changes. Browser-only; no React.
import { CONSENT_ATTRIBUTE, CONSENT_GIVEN } from './consent-boot-script';
import { consentFromCookies, consentSetCookie } from './consent-cookie';
import { type ConsentState, hasChosen, NO_CONSENT, sameConsent } from './consent-model';

const listeners = new Set<() => void>();
let current: ConsentState = NO_CONSENT;
/** A choice made on this page wins over the cookie, so it holds even where cookies are refused. */
let chosenOnThisPage: ConsentState | null = null;

function cookieConsent(): ConsentState {
  try {
    return consentFromCookies(document.cookie);
  } catch {
    return NO_CONSENT; // cookies unreadable (sandboxed frame): nothing was chosen
  }
}

/** The visitor's consent now; the same object until it really changes (a useSyncExternalStore snapshot). */
export function getConsent(): ConsentState {
  if (typeof document === 'undefined') return NO_CONSENT;
  const read = chosenOnThisPage ?? cookieConsent();
  if (!sameConsent(read, current)) current = read;
  return current;
}

/** Static pages are rendered without a visitor: the server always renders 'nothing chosen yet'. */
export function getServerConsent(): ConsentState {
  return NO_CONSENT;
}

/** Listens for consent changes; returns the unsubscribe function. */
export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Stores a choice in the cookie, keeps the pre-paint mark in step and notifies every subscriber. */
export function saveConsent(state: ConsentState): void {
  try {
    document.cookie = consentSetCookie(state, { secure: location.protocol === 'https:' });
  } catch {
    // cookies refused: the choice still holds for this page
  }
  chosenOnThisPage = state;
  const root = document.documentElement;
  if (hasChosen(state)) root.setAttribute(CONSENT_ATTRIBUTE, CONSENT_GIVEN);
  else root.removeAttribute(CONSENT_ATTRIBUTE);
  const before = current;
  if (getConsent() !== before) for (const listener of [...listeners]) listener();
}
