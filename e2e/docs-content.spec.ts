// What a docs page renders from MDX: code blocks, tabs that remember the reader's language,
// callouts, images in a lightbox, and pages that work with JavaScript off.
import { expect, type Response, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { acceptAllFromBanner, openCookieSettings } from './support/consent';

test('a code block shows its title and copies its code', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/quick-start');
  const block = page.locator('figure', { has: page.getByText('quick-start.mts', { exact: true }) });
  await expect(block.locator('figcaption')).toHaveText('quick-start.mts');
  await block.getByRole('button', { name: 'Copy code' }).click();
  await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('const BASE_URL = "https://api.tessera.design/v1";');
  expect(copied).toContain('console.log(file.name, file.last_modified);');
  await expect(page.getByRole('status').filter({ hasText: 'Code copied to clipboard' })).toHaveCount(1);
});

test('code is highlighted at build time: no highlighter runs in the browser', async ({ page }) => {
  // Each script's text is read before the test ends: a body still being read then fails the test.
  const scripts: Promise<string>[] = [];
  const readScript = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  };
  page.on('response', readScript);
  await page.goto('/docs/quick-start');
  await page.waitForLoadState('networkidle');
  page.off('response', readScript);
  expect(await page.locator('pre span[style*="--shiki-light"]').count()).toBeGreaterThan(10);
  expect((await Promise.all(scripts)).join('\n')).not.toMatch(/createHighlighter|tm-grammars|oniguruma/);
});

test('language tabs switch, and the choice follows the reader to other pages in the visit', async ({ page }) => {
  await page.goto('/docs/quick-start');
  await waitForHydration(page);
  const tabs = page.getByRole('tablist', { name: 'Code samples' });
  await expect(tabs.getByRole('tab', { name: 'TypeScript' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'TypeScript' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Python' })).toBeHidden();

  await tabs.getByRole('tab', { name: 'TypeScript' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Python' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Python' })).toBeVisible();

  // Client-side navigation away and back keeps the choice for this visit…
  await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Errors' }).click();
  await expect(page).toHaveURL(/\/docs\/errors$/);
  await page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Quick start' }).click();
  await expect(page.getByRole('tablist', { name: 'Code samples' }).getByRole('tab', { name: 'Python' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // …but without preference consent nothing is stored, so a new visit starts from the default.
  expect(await page.evaluate(() => localStorage.getItem('code-tab'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('tablist', { name: 'Code samples' }).getByRole('tab', { name: 'TypeScript' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('with preference consent the language choice is remembered across visits', async ({ page }) => {
  await page.goto('/docs/quick-start');
  await acceptAllFromBanner(page);
  await page.getByRole('tablist', { name: 'Code samples' }).getByRole('tab', { name: 'Python' }).click();
  expect(await page.evaluate(() => localStorage.getItem('code-tab'))).toBe('Python');
  await page.reload();
  await expect(page.getByRole('tablist', { name: 'Code samples' }).getByRole('tab', { name: 'Python' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  // Withdrawing preference consent forgets the stored choice.
  const dialog = await openCookieSettings(page);
  await dialog.getByRole('button', { name: 'Decline all' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('code-tab'))).toBeNull();
});

test('callouts are labelled notes', async ({ page }) => {
  await page.goto('/docs/quick-start');
  await expect(page.getByRole('note').filter({ hasText: 'Keep the token out of source control' })).toContainText('Tip');
});

test('images open in a lightbox at the lightboxes layer, and Escape closes it', async ({ page }) => {
  await page.goto('/docs');
  await waitForHydration(page);
  const trigger = page.getByRole('button', { name: /Enlarge image: Tessera object model/ });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: /Tessera object model/ });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((node) => getComputedStyle(node).zIndex)).toBe('2');
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  // The page behind is inert while the lightbox is open, and live again after.
  const inert = () =>
    page
      .locator('body > header, body > main, body > footer')
      .evaluateAll((regions) => regions.map((region) => (region as HTMLElement).inert));
  expect(await inert()).toEqual([true, true, true]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  expect(await inert()).toEqual([false, false, false]);
});

test('an image beside a page is published under a hash of its bytes: it loads, is cached for a year, and the Markdown copy links it', async ({
  page,
  request,
}) => {
  await page.goto('/docs');
  const image = page.getByRole('button', { name: /Enlarge image: Tessera object model/ }).getByRole('img');
  await image.scrollIntoViewIfNeeded();
  const src = await image.getAttribute('src');
  expect(src).toMatch(/^\/content-media\/object-model\.[0-9a-f]{12}\.svg$/);
  await expect.poll(() => image.evaluate((node: HTMLImageElement) => (node.complete ? node.naturalWidth : 0))).toBeGreaterThan(0);
  const answer = await request.get(src ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(await (await request.get('/docs.md')).text()).toContain(`](${src})`);
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('a docs page is readable and navigable, tabs show every panel, the sidebar opens from Menu on phones', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/docs/quick-start');
    await expect(page.getByRole('heading', { level: 1, name: 'Quick start' })).toBeVisible();
    await expect(page.getByText('const BASE_URL', { exact: false }).first()).toBeVisible();
    await expect(page.getByText('BASE_URL = "https://api.tessera.design/v1"', { exact: false }).last()).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Docs' });
    await expect(sidebar).toBeHidden();
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(sidebar).toBeVisible();
    await sidebar.getByRole('link', { name: 'Errors' }).click();
    await expect(page).toHaveURL(/\/docs\/errors$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Errors' })).toBeVisible();
  });
});
