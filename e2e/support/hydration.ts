// The framework loads after the first paint (src/hosting/paint-first.mjs): Playwright's `load` can come
// before the page answers keys and clicks. Tests that act at once wait for <html data-hydrated>.
import { expect, type Page } from '@playwright/test';

export async function waitForHydration(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
}

/** Ctrl+K, once the page listens for it. */
export async function openSearch(page: Page) {
  await waitForHydration(page);
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('combobox', { name: 'Search the docs' })).toBeFocused();
}

/**
 * Holds the framework's scripts back, so the page is painted and readable but nothing listens yet.
 * Returns the function that lets them through. Navigate with `waitUntil: 'domcontentloaded'`: 'load'
 * waits for the held scripts.
 */
export async function holdFramework(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
