// Machine-readable docs: /llms.txt, /llms-full.txt, every page at <path>.md, 'Copy page as Markdown'.
import { expect, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';

test('/llms.txt indexes every page by section, linking to its Markdown', { tag: '@smoke' }, async ({ request }) => {
  const response = await request.get('/llms.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/plain');
  const text = await response.text();
  expect(text).toMatch(/^# Tessera Developers\n\n> /);
  expect(text).toMatch(/## Guides\n\n- \[Tessera developer platform\]\(http[^)]+\/docs\.md\)/);
  expect(text).toMatch(/- \[Authentication\]\(http[^)]+\/docs\/authentication\.md\): /);
  expect(text).toMatch(/## API reference\n/);
  expect(text).toMatch(/\/docs\/reference\/files\.md\)/);
});

test('every page is clean Markdown at its URL plus .md, and /llms-full.txt has them all', { tag: '@smoke' }, async ({ request }) => {
  const page = await request.get('/docs/rate-limits.md');
  expect(page.status()).toBe(200);
  expect(page.headers()['content-type']).toContain('text/markdown');
  const markdown = await page.text();
  expect(markdown).toMatch(/^# Rate limits\n\n> .+\n\nSource: http.+\/docs\/rate-limits\n/);
  expect(markdown).toContain('X-RateLimit-Remaining');
  expect(markdown).not.toMatch(/<(div|span|script)\b/);

  expect((await request.get('/docs.md')).status()).toBe(200);
  expect(await (await request.get('/docs/reference/files.md')).text()).toContain('`GET /files/{file_key}`');
  expect((await request.get('/docs/no-such-page.md')).status()).toBe(404);

  const full = await (await request.get('/llms-full.txt')).text();
  for (const title of ['# Quick start', '# Authentication', '# Rate limits', '# Errors', '# Files · REST API reference']) {
    expect(full).toContain(title);
  }
});

test("'Copy page as Markdown' copies the page's Markdown", async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/docs/errors');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Copy page as Markdown' }).click();
  await expect(page.getByRole('button', { name: 'Copied as Markdown' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^# Errors\n/);
  await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute('href', /\/docs\/errors\.md$/);
});
