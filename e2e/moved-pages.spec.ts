// Pages that moved keep their old addresses (content/redirects.yml): 308 to the page, Markdown copy and query
// kept, the locale prefix where the locale has the page, from the thin host (e2e/nginx.spec.ts: from nginx).
import { expect, test } from '@playwright/test';

const MOVES = [
  ['/docs/webhooks/verifying-signatures', '/docs/webhooks/signatures'],
  ['/docs/plugins/api/storage', '/docs/plugins/api/client-storage'],
] as const;

test('a former address answers 308 with the page it became, in every locale and as Markdown', async ({ request }) => {
  for (const [from, to] of MOVES) {
    for (const [asked, expected] of [
      [from, to],
      // Neither locale has translated the page: the move leads to the English page at once.
      [`/fr${from}`, to],
      [`/ar${from}.md`, `${to}.md`],
      [`${from}.md`, `${to}.md`],
    ]) {
      const response = await request.get(asked ?? '', { maxRedirects: 0 });
      expect(response.status(), asked).toBe(308);
      expect(new URL(response.headers().location ?? '', 'http://site').pathname, asked).toBe(expected);
      expect(response.headers()['x-content-type-options'], asked).toBe('nosniff');
    }
  }
  const page = await request.get(`${MOVES[0][0]}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<h1');
});

test('a reader following an old link lands on the page; former addresses are in no sitemap or llms.txt', async ({ page, request }) => {
  await page.goto('/docs/webhooks/verifying-signatures?utm_source=forum#verify');
  await expect(page).toHaveURL(/\/docs\/webhooks\/signatures\?utm_source=forum#verify$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const file of ['/sitemap.xml', '/llms.txt', '/llms-full.txt']) {
    const text = await (await request.get(file)).text();
    for (const [from] of MOVES) expect(text, file).not.toContain(`${from}`);
  }
});
