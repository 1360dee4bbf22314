// Input mode and pointer type on <html> (docs/contract.md 'Input mode and pointer').
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

test('the pointer type follows the last pointer event of any kind: a pen hovering after a mouse press is a pen', async ({ page }) => {
  await page.goto('/docs');
  // Pen input as Chromium's own input pipeline delivers it (not events built by a script).
  const input = await page.context().newCDPSession(page);
  const pen = (type: 'mouseMoved' | 'mousePressed' | 'mouseReleased', x: number, y: number) =>
    input.send('Input.dispatchMouseEvent', {
      type,
      x,
      y,
      pointerType: 'pen',
      button: type === 'mouseMoved' ? 'none' : 'left',
      clickCount: type === 'mouseMoved' ? 0 : 1,
      // A pen on the screen presses; hovering it does not.
      force: type === 'mousePressed' ? 0.5 : 0,
    });
  await page.mouse.click(5, 300);
  await page.keyboard.press('Tab');
  await pen('mouseMoved', 200, 300);
  // A hover sets the type, not the input mode.
  expect(await mode(page)).toEqual({ input: 'keyboard', pointer: 'pen' });
  await page.mouse.move(220, 320);
  expect(await mode(page)).toEqual({ input: 'keyboard', pointer: 'mouse' });
  await pen('mousePressed', 5, 300);
  await pen('mouseReleased', 5, 300);
  expect(await mode(page)).toEqual({ input: 'mouse', pointer: 'pen' });
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

  test('a pen hover after a tap is a pen, and a touch after it is touch again', async ({ page }) => {
    await page.goto('/docs');
    const input = await page.context().newCDPSession(page);
    await page.touchscreen.tap(5, 300);
    await input.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: 200, y: 300, pointerType: 'pen', button: 'none' });
    expect((await mode(page)).pointer).toBe('pen');
    await input.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 5, y: 300 }] });
    await input.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 8, y: 320 }] });
    await input.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect((await mode(page)).pointer).toBe('touch');
  });
});
