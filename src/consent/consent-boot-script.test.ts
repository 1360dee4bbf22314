// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { consentBootScript } from './consent-boot-script';
import { CONSENT_COOKIE_MAX_LENGTH, consentFromCookies } from './consent-cookie';
import { acceptAll, declineAll, NO_CONSENT, onlyEssential } from './consent-model';

const encoded = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const root = () => document.documentElement;

/** Runs the boot script as the browser would, against a given `document.cookie`. */
function boot(cookieHeader: string): string | null {
  root().removeAttribute('data-consent');
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  Object.defineProperty(document, 'cookie', { configurable: true, get: () => cookieHeader });
  try {
    new Function(consentBootScript())();
  } finally {
    Reflect.deleteProperty(document, 'cookie');
    if (descriptor) Object.defineProperty(Document.prototype, 'cookie', descriptor);
  }
  return root().getAttribute('data-consent');
}

const headers = [
  '',
  'theme=dark',
  `consent_state=${encoded(acceptAll())}`,
  `theme=dark; consent_state=${encoded(onlyEssential())}`,
  `consent_state=${encoded(declineAll())}; theme=dark`,
  `consent_state=${encoded(declineAll({ allowNecessaryChange: true }))}`,
  `consent_state=${encoded(NO_CONSENT)}`,
  `xconsent_state=${encoded(acceptAll())}`,
  `consent_state=${encoded(onlyEssential())}; consent_state=${encoded(NO_CONSENT)}`,
  `consent_state=${encoded(NO_CONSENT)}; consent_state=${encoded(onlyEssential())}`,
  `consent_state=${encoded({ ...acceptAll(), extra: true })}`,
  `consent_state=${encoded({ ...acceptAll(), necessary: 'true' })}`,
  `consent_state=${encoded({ ...acceptAll(), pad: 'x'.repeat(CONSENT_COOKIE_MAX_LENGTH) })}`,
  'consent_state=%E0%A4%A',
  'consent_state=',
  'consent_state={"necessary":true}',
];

describe('consent boot script', () => {
  afterEach(() => root().removeAttribute('data-consent'));

  it.each(headers)('agrees with the cookie codec on %j', (cookieHeader) => {
    expect(boot(cookieHeader) === 'given').toBe(consentFromCookies(cookieHeader).necessary);
  });

  it('marks the root only once necessary consent was given', () => {
    expect(boot(`consent_state=${encoded(onlyEssential())}`)).toBe('given');
    expect(boot(`consent_state=${encoded(NO_CONSENT)}`)).toBe(null);
  });

  it('is one guarded expression that swallows its own failures', () => {
    const script = consentBootScript();
    expect(script.startsWith('try{(')).toBe(true);
    expect(script.endsWith('}catch(e){}')).toBe(true);
    expect(() => new Function(script.replace('(document,', '(null,'))()).not.toThrow();
  });
});
