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
