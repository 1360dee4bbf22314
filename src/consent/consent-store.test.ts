// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptAll, NO_CONSENT, onlyEssential } from './consent-model';

// The store keeps module state (the choice made on this page), so each test gets a fresh module.
async function freshStore() {
  vi.resetModules();
  return import('./consent-store');
}

function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

describe('consent store', () => {
  beforeEach(() => {
    clearCookies();
    document.documentElement.removeAttribute('data-consent');
  });

  it('reads no consent until a choice is saved', async () => {
    const { getConsent, getServerConsent } = await freshStore();
    expect(getConsent()).toEqual(NO_CONSENT);
    expect(getServerConsent()).toEqual(NO_CONSENT);
  });

  it('saves a choice to the cookie, marks the root and notifies subscribers once per change', async () => {
    const { getConsent, saveConsent, subscribeConsent } = await freshStore();
    const listener = vi.fn();
    const unsubscribe = subscribeConsent(listener);
    saveConsent(onlyEssential());
    expect(document.cookie).toContain('consent_state=');
    expect(document.documentElement.getAttribute('data-consent')).toBe('given');
    expect(getConsent()).toEqual(onlyEssential());
    expect(listener).toHaveBeenCalledTimes(1);

    saveConsent(onlyEssential());
    expect(listener).toHaveBeenCalledTimes(1);
    saveConsent(acceptAll());
    expect(listener).toHaveBeenCalledTimes(2);

    unsubscribe();
    saveConsent(onlyEssential());
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('returns the same snapshot object while consent is unchanged', async () => {
    const { getConsent, saveConsent } = await freshStore();
    saveConsent(acceptAll());
    expect(getConsent()).toBe(getConsent());
  });

  it('reads a cookie saved on an earlier page', async () => {
    (await freshStore()).saveConsent(acceptAll());
    expect((await freshStore()).getConsent()).toEqual(acceptAll());
  });
});
