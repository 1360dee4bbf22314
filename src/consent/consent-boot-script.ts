// The pre-paint boot script: pages are static HTML, so only the browser can read the consent cookie.
// It marks <html data-consent="given"> before the first paint; CSS keyed on it keeps the banner from
// flashing for visitors who already chose, and the React side keeps the mark in step afterwards.
import { CONSENT_COOKIE_MAX_LENGTH, CONSENT_COOKIE_NAME, readConsentValue } from './consent-cookie';
import { CONSENT_CATEGORIES } from './consent-model';

export const CONSENT_ATTRIBUTE = 'data-consent';
export const CONSENT_GIVEN = 'given';

/**
 * Self-contained (the boot script is its source applied to the page's values). The cookie library
 * cannot run here, so a one-line match finds the first `consent_state` pair, as the library does;
 * the value is then judged by the very function the app uses.
 */
export function markConsentBeforePaint(
  doc: Document,
  cookieName: string,
  attribute: string,
  given: string,
  read: (raw: string, categories: readonly string[], maxLength: number) => Record<string, boolean> | null,
  categories: readonly string[],
  maxLength: number,
): void {
  const match = new RegExp('(?:^|;)\\s*' + cookieName + '=([^;]*)').exec(doc.cookie);
  const flags = match ? read((match[1] ?? '').trim(), categories, maxLength) : null;
  if (flags && flags.necessary === true) doc.documentElement.setAttribute(attribute, given);
}

/** The inline script for <head>; any failure leaves the page as a first visit sees it. */
export function consentBootScript(): string {
  const args = [
    'document',
    JSON.stringify(CONSENT_COOKIE_NAME),
    JSON.stringify(CONSENT_ATTRIBUTE),
    JSON.stringify(CONSENT_GIVEN),
    `(${readConsentValue.toString()})`,
    JSON.stringify(CONSENT_CATEGORIES),
    String(CONSENT_COOKIE_MAX_LENGTH),
  ];
  return `try{(${markConsentBeforePaint.toString()})(${args.join(',')})}catch(e){}`;
}
