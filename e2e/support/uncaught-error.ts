// An uncaught error on the page, as a visitor's browser meets one.
import type { Page } from '@playwright/test';

/**
 * Throws `message` from an event listener on the page (the browser reports it to `window.onerror`;
 * an injected inline script would be refused by the Content-Security-Policy).
 */
export async function throwUncaught(page: Page, message: string): Promise<void> {
  await page.evaluate((text) => {
    const target = document.createElement('button');
    target.onclick = () => {
      throw new Error(text);
    };
    target.click();
  }, message);
}
