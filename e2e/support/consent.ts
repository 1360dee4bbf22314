// Consent as a visitor meets it (docs/contract.md 'Consent'): the banner, the settings dialog and the cookie.
import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './hydration';
// The eight names of the contract; the model's unit test holds them to the spec.
import { CONSENT_CATEGORIES as CONSENT_FLAGS, type ConsentCategory } from '../../src/consent/consent-model';

export { CONSENT_FLAGS };
export const BANNER_TITLE = 'We care about your privacy';
export type ConsentFlags = Record<ConsentCategory, boolean>;

export const consentBanner = (page: Page) => page.getByRole('region', { name: BANNER_TITLE });
export const cookieSettings = (page: Page) => page.getByRole('dialog', { name: 'Cookie settings' });

/** Every flag set to `value`, with overrides. */
export const flags = (value: boolean, overrides: Partial<ConsentFlags> = {}): ConsentFlags => ({
  ...(Object.fromEntries(CONSENT_FLAGS.map((flag) => [flag, value])) as ConsentFlags),
  ...overrides,
});

export async function acceptAllFromBanner(page: Page): Promise<void> {
  await waitForHydration(page);
  await consentBanner(page).getByRole('button', { name: 'Accept all' }).click();
}

/** Opens 'Cookie settings' from the footer and returns the dialog. */
export async function openCookieSettings(page: Page) {
  await waitForHydration(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' }).click();
  const dialog = cookieSettings(page);
  await dialog.waitFor();
  return dialog;
}

/** The `consent_state` cookie as stored by the browser, decoded (undefined when absent). */
export async function consentCookie(page: Page) {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'consent_state');
  if (!cookie) return undefined;
  return { ...cookie, flags: JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown> };
}

/**
 * Waits until the browser's cookie store holds these flags. A page's `document.cookie` write reaches
 * the store the test reads a moment later, so reading it once right after a click can see the old one.
 */
export async function expectConsentFlags(page: Page, expected: Record<string, unknown>): Promise<void> {
  await expect.poll(async () => (await consentCookie(page))?.flags).toEqual(expected);
}

/** Sets the consent cookie before the page loads, as a returning visitor's browser would send it. */
export async function addConsentCookie(page: Page, baseURL: string | undefined, value: string): Promise<void> {
  await page.context().addCookies([{ name: 'consent_state', value, url: `${baseURL}/`, sameSite: 'Lax' }]);
}

export const encodedFlags = (value: unknown) => encodeURIComponent(JSON.stringify(value));
