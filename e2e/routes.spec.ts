// Generic routes of spec §2: the 404 page and the error page.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';

test('an unknown path answers 404 with the site 404 page, linking home and to the docs', async ({ page }) => {
  const response = await page.goto('/docs/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Browse the docs' })).toHaveAttribute('href', '/docs');
  // The shell is still there: header navigation works from the 404 page.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a component that throws in the browser shows the error page, and Try again recovers', async ({ page }) => {
  await page.goto('/fixtures/client-error');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Break this page' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Break this page' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
});
