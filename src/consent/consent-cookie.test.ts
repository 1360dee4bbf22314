import { parseSetCookie } from 'cookie';
import { describe, expect, it } from 'vitest';
import { CONSENT_COOKIE_MAX_LENGTH, CONSENT_COOKIE_NAME, consentFromCookies, consentSetCookie, readConsentValue } from './consent-cookie';
import { acceptAll, CONSENT_CATEGORIES, NO_CONSENT, onlyEssential, setCategory } from './consent-model';

const header = (value: string) => `theme=dark; ${CONSENT_COOKIE_NAME}=${value}; other=1`;
const encoded = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const flags = (overrides: Record<string, unknown> = {}) => ({ ...onlyEssential(), ...overrides });

describe('consent cookie', () => {
  it('is written as URI-encoded JSON of the eight flags, for 365 days on every path, SameSite=Lax', () => {
    const set = parseSetCookie(consentSetCookie(acceptAll(), { secure: false }), { decode: (value) => value });
    expect(set).toMatchObject({ name: 'consent_state', path: '/', sameSite: 'lax', maxAge: 365 * 86_400 });
    expect(set.secure).toBeFalsy();
    expect(set.value).toBe(encodeURIComponent(JSON.stringify(acceptAll())));
    expect(Object.keys(JSON.parse(decodeURIComponent(set.value ?? '')))).toEqual([...CONSENT_CATEGORIES]);
  });

  it('is Secure on https', () => {
    expect(parseSetCookie(consentSetCookie(acceptAll(), { secure: true })).secure).toBe(true);
  });

  it('round-trips every state', () => {
    for (const state of [acceptAll(), onlyEssential(), setCategory(onlyEssential(), 'thirdParty', true)]) {
      const value = consentSetCookie(state, { secure: false }).split(';')[0]?.split('=')[1] ?? '';
      expect(consentFromCookies(header(value))).toEqual(state);
    }
  });

  it('reads a missing cookie or an empty header as no consent', () => {
    expect(consentFromCookies('')).toBe(NO_CONSENT);
    expect(consentFromCookies('theme=dark')).toBe(NO_CONSENT);
  });

  it.each([
    ['not JSON', 'yes'],
    ['bad percent-encoding', '%E0%A4%A'],
    ['a JSON array', encoded([true, true])],
    ['JSON null', encoded(null)],
    ['a JSON string', encoded('necessary')],
    ['a missing flag', encoded({ ...acceptAll(), thirdParty: undefined })],
    ['an extra key', encoded({ ...acceptAll(), admin: true })],
    ['a string flag', encoded(flags({ necessary: 'true' }))],
    ['a number flag', encoded(flags({ thirdParty: 1 }))],
    ['a null flag', encoded(flags({ marketing: null }))],
    ['an oversized value', encoded({ ...acceptAll(), padding: 'x'.repeat(CONSENT_COOKIE_MAX_LENGTH) })],
    ['a prototype trick', encodeURIComponent(`{"__proto__":{"necessary":true},${'"a":1,'.repeat(7).slice(0, -1)}}`)],
  ])('reads %s as no consent', (_name, value) => {
    expect(consentFromCookies(header(value))).toBe(NO_CONSENT);
  });

  it('takes the first of two cookies with the name, as browsers list the most specific path first', () => {
    expect(consentFromCookies(`consent_state=${encoded(acceptAll())}; consent_state=${encoded(onlyEssential())}`)).toEqual(acceptAll());
  });

  it('checks the length before decoding', () => {
    expect(readConsentValue('x'.repeat(CONSENT_COOKIE_MAX_LENGTH + 1), CONSENT_CATEGORIES, CONSENT_COOKIE_MAX_LENGTH)).toBe(null);
  });
});
