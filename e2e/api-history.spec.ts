// The API's history, computed from content/openapi/releases: on each operation of the reference, on
// /docs/reference/changes and its feed, in the Markdown copies and over MCP — the same changes.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';

const operation = (page: import('@playwright/test').Page, anchor: string) => page.locator('section', { has: page.locator(`h2#${anchor}`) });

test('an operation lists its dated changes, each linked to its changelog entry; its later fields say when they came', async ({ page }) => {
  await page.goto('/docs/reference/comments');
  const getComment = operation(page, 'get-file-comment');
  const changes = getComment.getByRole('list').filter({ has: page.locator('time[datetime="2026-11-17"]') });
  await expect(changes.getByRole('listitem')).toHaveCount(1);
  await expect(changes).toContainText('2026-11-17 Added.');
  await expect(changes.getByRole('link', { name: 'Read a single comment, edit and resolve comments' })).toHaveAttribute(
    'href',
    '/changelog#2026-11-17-comment-read-and-resolve',
  );
  // A field that came after its operation says so in the response table.
  const created = operation(page, 'create-file-comment');
  const reactions = created
    .getByRole('table', { name: '201 response body' })
    .getByRole('rowheader')
    .filter({ has: page.getByText('reactions', { exact: true }) });
  await expect(reactions).toContainText('Added 2026-10-06');
  await expect(reactions.locator('time')).toHaveAttribute('datetime', '2026-10-06');
  // An operation that never changed says since when.
  await page.goto('/docs/reference/files');
  await expect(operation(page, 'get-file')).toContainText('No changes since the first release in the history, 2025-12-01.');
});

test('the changes page lists every change by date, filtered by kind and area, each linking to its operation', async ({ page }) => {
  await page.goto('/docs/reference/changes');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'API changes' })).toBeVisible();
  const days = page.getByRole('region');
  await expect(days.first().getByRole('heading', { level: 2 })).toHaveText('2026-11-17');
  const kind = page.getByLabel('Show');
  await kind.selectOption({ label: 'Breaking changes' });
  await expect(page.getByRole('status')).toHaveText('1 change');
  const breaking = page.getByRole('listitem').filter({ hasText: 'Breaking' });
  await expect(breaking).toHaveCount(1);
  // The legacy header left every event's delivery at once: one line, naming them all.
  await expect(breaking).toContainText('Header X-Tessera-Signature removed.');
  await expect(breaking.getByRole('link', { name: 'file.updated' })).toHaveAttribute('href', '/docs/webhooks/events#file-updated');
  await expect(breaking.getByRole('link', { name: 'Legacy X-Tessera-Signature webhook header removed' })).toBeVisible();

  await kind.selectOption({ label: 'All changes' });
  await page.getByLabel('in', { exact: true }).selectOption('Variables');
  const lines = page.getByRole('listitem');
  await expect(page.getByRole('status')).toHaveText('3 changes');
  await expect(
    lines.filter({ hasText: 'Generally available' }).getByRole('link', { name: 'POST /files/{file_key}/variables' }),
  ).toHaveAttribute('href', '/docs/reference/variables#update-file-variables');
  await lines
    .filter({ hasText: 'GET /files/{file_key}/variables/export' })
    .getByRole('link', { name: /export/ })
    .click();
  await expect(page).toHaveURL(/\/docs\/reference\/variables#export-file-variables$/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the changes page reads whole, its filters out of the way', async ({ page }) => {
    await page.goto('/docs/reference/changes');
    await expect(page.getByLabel('Show')).toBeHidden();
    await expect(page.getByRole('listitem').filter({ hasText: 'Breaking' })).toHaveCount(1);
    await expect(page.getByRole('region')).toHaveCount(9);
  });
});

test('the feed and the Markdown copies carry the same history (MCP: mcp.spec.ts)', async ({ request }) => {
  const feed = await request.get('/docs/reference/changes/feed.xml');
  expect(feed.headers()['content-type']).toContain('application/atom+xml');
  const atom = await feed.text();
  expect(atom).toContain(
    '<title type="html"><![CDATA[POST /files/{file_key}/variables: Generally available: no longer in beta.]]></title>',
  );
  expect(atom.match(/<entry>/g)?.length).toBeGreaterThanOrEqual(12);

  const changes = await (await request.get('/docs/reference/changes.md')).text();
  expect(changes).toMatch(/^# API changes · REST API reference\n/);
  expect(changes).toContain('## 2026-08-03');
  const comments = await (await request.get('/docs/reference/comments.md')).text();
  expect(comments).toContain(
    '- 2026-10-06: Added. Changelog: [Comment reactions in the REST API](/changelog#2026-10-06-comment-reactions)',
  );
  expect(await (await request.get('/llms-full.txt')).text()).toContain('# API changes · REST API reference');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });
  test('the changes page opens on its h1, fits the screen, and filters by touch', async ({ page }, testInfo) => {
    // The reference is English only: an Arabic reader's link leads here too (docs/i18n.md).
    await page.goto('/docs/reference/changes');
    await waitForHydration(page);
    const heading = await page.getByRole('heading', { level: 1, name: 'API changes' }).boundingBox();
    expect((heading?.y ?? Infinity) + (heading?.height ?? 0)).toBeLessThanOrEqual(740);
    const kind = page.getByLabel('Show');
    await kind.scrollIntoViewIfNeeded();
    expect((await kind.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await kind.selectOption({ label: 'Deprecations' });
    await expect(page.getByRole('status')).toHaveText('1 change');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('changes-375.png'), fullPage: false });
  });
});
