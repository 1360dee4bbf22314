// Banners published through the shared context and shown by the shell in one place.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';

const ANNOUNCEMENT = /Writing variables through the REST API is now generally available/;

test("the home page's banner shows under the header from the first paint, and dismissing hides it", async ({ page, request }) => {
  // In the server's HTML, not added by script.
  expect(await (await request.get('/')).text()).toContain('data-banner-id="announcement-variables-write-ga"');
  await page.goto('/');
  await waitForHydration(page);
  const banner = page.locator('[data-banner-id="announcement-variables-write-ga"]');
  await expect(banner).toHaveText(ANNOUNCEMENT);
  // Rendered by the shell between header and main, not inside the page content.
  expect(await banner.evaluate((node) => node.closest('main') === null)).toBe(true);
  expect(
    await banner.evaluate((node) => {
      const header = document.querySelector('body > header');
      return Boolean(header && header.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING);
    }),
  ).toBe(true);

  await banner.getByRole('button', { name: 'Dismiss' }).click();
  await expect(banner).toHaveCount(0);
});

test('the banner belongs to its page: leaving the page withdraws it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText(ANNOUNCEMENT)).toBeVisible();
  await page.getByRole('link', { name: 'Make your first API call' }).click();
  await expect(page).toHaveURL(/\/docs\/quick-start$/);
  await expect(page.getByText(ANNOUNCEMENT)).toHaveCount(0);
});

test('without preference consent a dismissal is kept in memory only', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByText(ANNOUNCEMENT)).toHaveCount(0);
  // Still dismissed after a client-side round trip in the same visit…
  await page.getByRole('link', { name: 'Read the overview' }).click();
  await expect(page).toHaveURL(/\/docs$/);
  await page.getByRole('link', { name: 'Tessera Developers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Build on Tessera' })).toBeVisible();
  await expect(page.getByText(ANNOUNCEMENT)).toHaveCount(0);
  // …but nothing was written to storage, so a new visit shows it again.
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
  await page.reload();
  await expect(page.getByText(ANNOUNCEMENT)).toBeVisible();
});

test("a doc page's status is a banner at the top of its article, in the server HTML, that cannot be dismissed", async ({
  page,
  request,
}) => {
  expect(await (await request.get('/docs/embeds/legacy-embeds')).text()).toContain(
    'data-banner-id="status-deprecated:/docs/embeds/legacy-embeds"',
  );
  await page.goto('/docs/embeds/legacy-embeds');
  await waitForHydration(page);
  const status = page.locator('article [data-banner-id^="status-deprecated"]');
  await expect(status).toHaveText(/is deprecated and will be removed in a future version\./);
  await expect(status.getByRole('button')).toHaveCount(0);
  await expect(status).toHaveAttribute('data-tone', 'warning');
  // Leaving for a stable page takes it away.
  await page.goto('/docs/authentication');
  await expect(page.locator('[data-banner-id^="status-"]')).toHaveCount(0);
});
