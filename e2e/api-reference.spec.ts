// The REST reference generated from content/openapi/tessera.yaml: a page per tag, a section per
// operation with auth, parameters, schemas, examples and samples in four languages.
import { expect, test } from '@playwright/test';
import { acceptAllFromBanner } from './support/consent';
import { openSearch, waitForHydration } from './support/hydration';

test('each tag has a page listing its operations, with navigation across tags', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/docs/reference/files');
  await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'API reference' });
  await expect(nav.getByRole('link', { name: 'Files', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Comments', exact: true })).toHaveAttribute('href', '/docs/reference/comments');
  await nav.getByRole('link', { name: 'Comments', exact: true }).click();
  await expect(page).toHaveURL(/\/docs\/reference\/comments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Comments' })).toBeVisible();
});

test('an operation shows method, path, scopes, rate tier, parameters, responses and examples', async ({ page }) => {
  await page.goto('/docs/reference/files#get-file');
  const section = page.locator('section', { has: page.locator('h2#get-file') });
  await expect(section.locator('h2#get-file')).toBeInViewport();
  await expect(section.locator('p').filter({ hasText: '/files/{file_key}' }).getByText('GET', { exact: true })).toBeVisible();
  await expect(section.getByText('/files/{file_key}', { exact: true })).toBeVisible();
  await expect(section.locator('dd').filter({ hasText: 'files:read' })).toBeVisible();
  await expect(section.getByRole('link', { name: /^Tier \d$/ })).toHaveAttribute('href', '/docs/rate-limits');
  await expect(section.getByRole('table', { name: 'Parameters' }).getByRole('rowheader', { name: /file_key/ })).toBeVisible();
  await expect(section.locator('details summary').filter({ hasText: '200' })).toBeVisible();
  await expect(section.locator('figure', { hasText: '200 response' })).toContainText('"key"');
});

test('samples come in curl, TypeScript, Python and Go, each a complete request reading the token from the environment', async ({
  page,
}) => {
  await page.goto('/docs/reference/files');
  await waitForHydration(page);
  const section = page.locator('section', { has: page.locator('h2#get-file') });
  const tabs = section.getByRole('tablist', { name: 'Code samples' });
  await expect(tabs.getByRole('tab')).toHaveText(['curl', 'TypeScript', 'Python', 'Go']);
  const panel = (name: string) => section.getByRole('tabpanel', { name });
  await expect(panel('curl')).toContainText('--url https://api.tessera.design/v1/files/fk_');
  await expect(panel('curl')).toContainText('--header "Authorization: Bearer $TESSERA_TOKEN"');
  await tabs.getByRole('tab', { name: 'TypeScript' }).click();
  await expect(panel('TypeScript')).toContainText('Authorization: `Bearer ${process.env.TESSERA_TOKEN}`');
  await tabs.getByRole('tab', { name: 'Python' }).click();
  await expect(panel('Python')).toContainText('response = requests.get(url, headers=headers)');
  await tabs.getByRole('tab', { name: 'Go' }).click();
  await expect(panel('Go')).toContainText('req.Header.Add("Authorization", "Bearer " + os.Getenv("TESSERA_TOKEN"))');
});

test("the samples follow the reader's language choice from the guides' code tabs", async ({ page }) => {
  await page.goto('/docs/sdks');
  await waitForHydration(page);
  // Remembered across page loads with preference consent (within one page load it always is).
  await acceptAllFromBanner(page);
  await page.getByRole('tab', { name: 'Python' }).first().click();
  await page.goto('/docs/reference/files');
  await waitForHydration(page);
  const section = page.locator('section', { has: page.locator('h2#get-file') });
  await expect(section.getByRole('tablist', { name: 'Code samples' }).getByRole('tab', { name: 'Python' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(section.getByRole('tabpanel', { name: 'Python' })).toBeVisible();
});

test('the reference is found by search', async ({ page }) => {
  await page.goto('/docs');
  await openSearch(page);
  await page.getByRole('combobox', { name: 'Search the docs' }).fill('files:read');
  const results = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  await expect(results.filter({ hasText: 'API reference' }).first()).toBeVisible();
});
