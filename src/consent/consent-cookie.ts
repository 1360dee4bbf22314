// The `consent_state` cookie (docs/contract.md 'Consent'): URI-encoded JSON of exactly the eight flags.
// Anything else (missing, malformed, tampered, oversized, wrong types) reads as no consent.
import { parseCookie, stringifySetCookie } from 'cookie';
import { CONSENT_CATEGORIES, type ConsentState, NO_CONSENT } from './consent-model';

export const CONSENT_COOKIE_NAME = 'consent_state';
export const CONSENT_MAX_AGE_DAYS = 365;
const SECONDS_PER_DAY = 86_400;
/** All eight flags encode to about 250 characters; a longer value was not written by us. */
export const CONSENT_COOKIE_MAX_LENGTH = 512;

/** The `document.cookie` assignment that stores a choice for a year on every path. */
export function consentSetCookie(state: ConsentState, { secure }: { secure: boolean }): string {
  const flags = Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, state[category] === true]));
  return stringifySetCookie(
    {
      name: CONSENT_COOKIE_NAME,
      value: JSON.stringify(flags),
      maxAge: CONSENT_MAX_AGE_DAYS * SECONDS_PER_DAY,
      path: '/',
      sameSite: 'lax',
      secure,
    },
    // Always URI-encode (the library would leave some values raw): the contract fixes the format.
    { encode: encodeURIComponent },
  );
}

/** The consent in a `Cookie` header or `document.cookie` string. */
export function consentFromCookies(header: string): ConsentState {
  // Keep the value raw: readConsentValue checks the length before decoding, as the boot script does.
  const raw = parseCookie(header, { decode: (value) => value })[CONSENT_COOKIE_NAME];
  if (raw === undefined) return NO_CONSENT;
  const flags = readConsentValue(raw, CONSENT_CATEGORIES, CONSENT_COOKIE_MAX_LENGTH);
  return flags ? (flags as ConsentState) : NO_CONSENT;
}

/**
 * The flags in a raw (still URI-encoded) cookie value, or null unless it is a JSON object with exactly
 * the given keys, each a boolean. Self-contained (no imports, no closures): the pre-paint boot script
 * inlines its source, so the script and the app cannot disagree about what counts as a choice.
 */
export function readConsentValue(raw: string, categories: readonly string[], maxLength: number): Record<string, boolean> | null {
  if (raw.length > maxLength) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    if (Object.keys(value).length !== categories.length) return null;
    const flags: Record<string, boolean> = {};
    for (const category of categories) {
      if (!Object.prototype.hasOwnProperty.call(value, category)) return null;
      const flag: unknown = (value as Record<string, unknown>)[category];
      if (typeof flag !== 'boolean') return null;
      flags[category] = flag;
    }
    return flags;
  } catch {
    return null; // bad percent-encoding or bad JSON
  }
}
