// Reading the docs: sidebar, drawer, breadcrumbs, previous/next, on-this-page with scroll-spy, anchors.
import { expect, test } from '@playwright/test';
import { holdFramework, openSearch, waitForHydration } from './support/hydration';

test('the sidebar marks the current page and opens only its section', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/authentication');
  const sidebar = page.getByRole('navigation', { name: 'Docs' });
  await expect(sidebar.getByRole('link', { name: 'Authentication' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar.locator('[aria-current]')).toHaveCount(1);
  // Another section is collapsed; it expands and collapses from the keyboard.
  const section = sidebar.locator('details', { hasText: 'API reference' });
  await expect(section).not.toHaveAttribute('open');
  await expect(section.getByRole('link', { name: 'Overview' })).toBeHidden();
  await section.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(section).toHaveAttribute('open', '');
  await expect(section.getByRole('link', { name: 'Overview' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(section).not.toHaveAttribute('open');

  // A link in the sidebar navigates, and the new page becomes current.
  await sidebar.getByRole('link', { name: 'Rate limits' }).click();
  await expect(page).toHaveURL(/\/docs\/rate-limits$/);
  await expect(page.getByRole('navigation', { name: 'Docs' }).getByRole('link', { name: 'Rate limits' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('on small screens the sidebar is a drawer behind a Menu button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/docs/errors');
  await waitForHydration(page);
  const sidebar = page.getByRole('navigation', { name: 'Docs' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await expect(sidebar).toBeHidden();
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(sidebar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sidebar).toBeHidden();

  await menu.click();
  await sidebar.getByRole('link', { name: 'Authentication' }).click();
  await expect(page).toHaveURL(/\/docs\/authentication$/);
  await expect(page.getByRole('navigation', { name: 'Docs' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('a tap on Menu before the page has hydrated opens the drawer at once (a native popover); hydration then says so', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await holdFramework(page);
  await page.goto('/docs/errors', { waitUntil: 'domcontentloaded' });
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(page.locator('html')).not.toHaveAttribute('data-hydrated');
  await expect(page.getByRole('navigation', { name: 'Docs' })).toBeVisible();
  release();
  await waitForHydration(page);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Docs' })).toBeVisible();
});

test('breadcrumbs and previous/next follow the content tree', async ({ page }) => {
  await page.goto('/docs/rate-limits');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('listitem')).toHaveText(['Docs', 'Rate limits']);
  const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
  await expect(pager.getByRole('link')).toHaveText([/Previous\s*Authentication/, /Next\s*Errors/]);
  await pager.getByRole('link', { name: /Next/ }).click();
  await expect(page).toHaveURL(/\/docs\/errors$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Errors' })).toBeVisible();

  await page.goto('/docs/reference');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem')).toHaveText([
    'Docs',
    'API reference',
    'REST API reference',
  ]);
});

test('the on-this-page landmark lists the headings and follows the reading position', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/docs/authentication');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link', { name: 'Scopes' })).toHaveAttribute('href', '#scopes');
  await page.locator('#scopes').scrollIntoViewIfNeeded();
  await page.evaluate(() => document.getElementById('scopes')?.scrollIntoView({ block: 'start' }));
  await expect(toc.getByRole('link', { name: 'Scopes' })).toHaveAttribute('aria-current', 'true');
  await expect(toc.locator('a[aria-current="true"]')).toHaveCount(1);
});

test('every section heading carries an anchor link to itself', async ({ page }) => {
  await page.goto('/docs/authentication');
  const heading = page.getByRole('heading', { level: 2, name: /Scopes/ });
  const anchor = heading.getByRole('link', { name: 'Link to this section' });
  await expect(anchor).toHaveAttribute('href', '#scopes');
  await anchor.click();
  await expect(page).toHaveURL(/#scopes$/);
  await expect(heading).toBeInViewport();
});

test('a page the build left to its first request reads like any other: without JavaScript, as Markdown, in search; a made-up page beside it is not found', async ({
  page,
  browser,
  request,
}) => {
  // The e2e build renders 30 docs pages ahead of time (TESSERA_PRERENDER_PAGES); the plugin API's pages come last.
  const url = '/docs/plugins/api/events';
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const reader = await plain.newPage();
  expect((await reader.goto(url))?.status()).toBe(200);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Events');
  await expect(reader.getByRole('heading', { level: 2, name: 'currentpagechange' })).toBeVisible();
  await expect(reader.getByRole('navigation', { name: 'Docs' }).locator('[aria-current="page"]')).toHaveAttribute('href', url);
  await plain.close();

  const markdown = await request.get(`${url}.md`);
  expect(markdown.status()).toBe(200);
  expect(markdown.headers()['content-type']).toContain('text/markdown');
  expect(await markdown.text()).toContain('## currentpagechange');
  expect((await request.get('/docs/plugins/api/no-such-page')).status()).toBe(404);

  await page.goto('/docs');
  await openSearch(page);
  await page.getByRole('combobox', { name: 'Search the docs' }).fill('tessera.off');
  await expect(page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first()).toHaveText(/^Events/);
});
