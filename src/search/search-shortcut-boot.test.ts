// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HYDRATED_ATTRIBUTE } from '@/hosting/paint-first.mjs';
import { searchShortcutBootScript } from './search-shortcut-boot';

/**
 * Hydrates the page as the app does: its own listener starts (on the document, in the bubble phase),
 * then the hydration mark is set. Returns the keys that listener saw.
 */
async function hydrate() {
  const seen: string[] = [];
  document.addEventListener('keydown', (event) => seen.push(`${event.ctrlKey ? 'Ctrl+' : ''}${event.key}`));
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  await new Promise((resolve) => setTimeout(resolve, 0));
  return seen;
}

const press = (target: EventTarget, key: string, init: KeyboardEventInit = {}) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('the search shortcut boot script', () => {
  beforeEach(() => {
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    document.body.innerHTML = '<p>text</p><input aria-label="field">';
    // The very script the page inlines, run as the browser runs it.
    new Function(searchShortcutBootScript())();
  });
  afterEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE));

  it('holds Ctrl+K pressed before hydration, keeps the browser from acting on it, and sends it once hydrated', async () => {
    const early = press(document.body, 'k', { ctrlKey: true });
    expect(early.defaultPrevented).toBe(true);
    expect(await hydrate()).toEqual(['Ctrl+k']);
  });

  it("sends '/' again from where it was pressed, but leaves a '/' typed in a field alone", async () => {
    const typed = press(document.querySelector('input')!, '/');
    expect(typed.defaultPrevented).toBe(false);
    expect(await hydrate()).toEqual([]);

    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    new Function(searchShortcutBootScript())();
    press(document.querySelector('p')!, '/');
    expect(await hydrate()).toEqual(['/']);
  });

  it('passes other keys through and stops holding once the page has hydrated', async () => {
    expect(press(document.body, 'a').defaultPrevented).toBe(false);
    await hydrate();
    const late = press(document.body, 'k', { ctrlKey: true });
    expect(late.defaultPrevented).toBe(false);
  });
});
