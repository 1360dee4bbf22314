// Input mode and pointer type on <html> (CONTRACT.md 'Input mode and pointer').
import { expect, test } from '@playwright/test';

const mode = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    input: document.documentElement.getAttribute('data-input-mode'),
    pointer: document.documentElement.getAttribute('data-pointer-type'),
  }));

test('starts in mouse mode, Tab switches to keyboard, a mouse press switches back', async ({ page }) => {
  await page.goto('/docs');
  expect((await mode(page)).input).toBe('mouse');
  await page.keyboard.press('Tab');
  expect((await mode(page)).input).toBe('keyboard');
  await page.mouse.click(5, 300);
  expect(await mode(page)).toEqual({ input: 'mouse', pointer: 'mouse' });
  await page.keyboard.press('Shift+Tab');
  expect((await mode(page)).input).toBe('keyboard');
});

test("a screen reader's synthetic click (detail 0) keeps keyboard mode", async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  expect((await mode(page)).input).toBe('keyboard');
  await page.getByRole('link', { name: 'Read the overview' }).evaluate((link) => {
    // What a screen reader's Enter produces: mousedown/mouseup/click with no click count.
    for (const type of ['mousedown', 'mouseup']) link.dispatchEvent(new MouseEvent(type, { bubbles: true, detail: 0 }));
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    (link as HTMLElement).click();
  });
  expect((await mode(page)).input).toBe('keyboard');
  // The same events with a click count are a real press.
  await page.locator('body').evaluate((body) => body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, detail: 1 })));
  expect((await mode(page)).input).toBe('mouse');
});

test('focus rings show in keyboard mode only', async ({ page }) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Read the overview' });
  const outline = () => link.evaluate((node) => getComputedStyle(node).outlineStyle);
  await link.focus();
  await page.evaluate(() => document.documentElement.setAttribute('data-input-mode', 'mouse'));
  expect(await outline()).toBe('none');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(link).toBeFocused();
  expect(await outline()).toBe('solid');
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a tap records the touch pointer and mouse mode', async ({ page }) => {
    await page.goto('/docs');
    await page.keyboard.press('Tab');
    await page.touchscreen.tap(5, 300);
    expect(await mode(page)).toEqual({ input: 'mouse', pointer: 'touch' });
  });
});
