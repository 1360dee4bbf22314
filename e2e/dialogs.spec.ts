// Search, the image lightbox and the cookie settings are one dialog (the kit's Dialog): a native
// <dialog>, closed by a press beside its content as well as by Escape, with focus back on the opener
// and the page live again. At the lightboxes and modals layers the consent banner above stays usable.
import { expect, type Page, test } from '@playwright/test';
import { acceptAllFromBanner, consentBanner, cookieSettings, openCookieSettings } from './support/consent';
import { waitForHydration } from './support/hydration';

const pageInert = (page: Page) =>
  page
    .locator('body > header, body > main, body > footer')
    .evaluateAll((regions) => regions.map((region) => (region as HTMLElement).inert));
const tagOf = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name }).evaluate((node) => node.tagName);

test('each dialog is a native <dialog>; a click beside its content closes it and focus returns', async ({ page }) => {
  await page.goto('/docs');
  await acceptAllFromBanner(page);

  const searchButton = page.getByRole('button', { name: 'Search', exact: true });
  await searchButton.click();
  expect(await tagOf(page, 'Search the docs')).toBe('DIALOG');
  // Above the panel, beside it: the backdrop.
  await page.mouse.click(8, 8);
  await expect(page.getByRole('dialog', { name: 'Search the docs' })).toHaveCount(0);
  await expect(searchButton).toBeFocused();
  expect(await pageInert(page)).toEqual([false, false, false]);

  const trigger = page.getByRole('button', { name: /Enlarge image: Tessera object model/ });
  await trigger.click();
  expect(await tagOf(page, /Tessera object model/)).toBe('DIALOG');
  await page.mouse.click(8, 8);
  await expect(page.getByRole('dialog', { name: /Tessera object model/ })).toHaveCount(0);
  await expect(trigger).toBeFocused();

  const settings = await openCookieSettings(page);
  expect(await settings.evaluate((node) => [node.tagName, (node as HTMLDialogElement).matches(':modal')])).toEqual(['DIALOG', true]);
  // A click inside the dialog's own box, on its padding, is not beside it.
  const box = (await settings.boundingBox())!;
  await page.mouse.click(box.x + 4, box.y + 4);
  await expect(settings).toBeVisible();
  await page.mouse.click(4, 4);
  await expect(cookieSettings(page)).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' })).toBeFocused();
});

test('over search, the consent banner stays usable; the cookie settings cover everything', async ({ page }) => {
  await page.goto('/docs');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Search the docs' })).toBeVisible();
  expect(await pageInert(page)).toEqual([true, true, true]);
  await consentBanner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(consentBanner(page)).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Search the docs' })).toBeVisible();
});

test.describe('by touch on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('a tap beside the search panel closes it', async ({ page }) => {
    await page.goto('/docs');
    await acceptAllFromBanner(page);
    await page.getByRole('button', { name: 'Search', exact: true }).tap();
    const search = page.getByRole('dialog', { name: 'Search the docs' });
    await expect(search).toBeVisible();
    await page.touchscreen.tap(187, 20);
    await expect(search).toHaveCount(0);
  });
});
