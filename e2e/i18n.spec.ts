// Localised UI (issue #8): locales under /<locale>, <html lang dir>, right-to-left layout, Latin digits, the
// locale switcher, translated chrome and pages, hreflang alternates; one address per text (issue #49): a page a
// locale has not translated is the English one, linked directly and marked, reached from the prefix by a 302.
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { servedDocument } from './support/served-html';

/** Arabic-Indic (٠-٩) and Extended Arabic-Indic (۰-۹, Persian and Urdu) digits: spec §9 rules them out. */
const NON_LATIN_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

const rootAttributes = (html: string) => {
  const tag = /<html[^>]*>/.exec(html)?.[0] ?? '';
  return { lang: /\blang="([^"]+)"/.exec(tag)?.[1], dir: /\bdir="([^"]+)"/.exec(tag)?.[1] };
};

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not visible`);
  return found;
};

for (const [locale, dir] of [
  ['en', 'ltr'],
  ['fr', 'ltr'],
  ['ja', 'ltr'],
  ['zh-Hans', 'ltr'],
  ['ar', 'rtl'],
  ['he', 'rtl'],
  ['fa', 'rtl'],
] as const) {
  test(`${locale}: the server HTML carries lang="${locale}" dir="${dir}"`, async ({ request }) => {
    const response = await request.get(locale === 'en' ? '/' : `/${locale}`);
    expect(response.status()).toBe(200);
    expect(rootAttributes(await response.text())).toEqual({ lang: locale, dir });
  });
}

test('ar: the layout of a translated page mirrors (sidebar, table of contents, header) and code stays left to right', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/ar/docs/errors');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const sidebar = await box(page, '#docs-sidebar');
  const article = await box(page, 'article');
  const toc = await box(page, 'nav[data-toc]');
  // Mirrored: the sidebar at the right edge, the on-this-page list at the left, the article between.
  expect(sidebar.x).toBeGreaterThan(article.x + article.width - 1);
  expect(toc.x + toc.width).toBeLessThanOrEqual(article.x + 1);
  const brand = await box(page, 'header a[href="/ar"]');
  const search = await box(page, 'header button[aria-haspopup="dialog"]');
  expect(brand.x).toBeGreaterThan(search.x);
  await expect(page.locator('article pre').first()).toHaveCSS('direction', 'ltr');
  // A code block's copy button sits in the room the code leaves for it, at the right, not over its first line.
  const code = await box(page, 'article .prose pre');
  const copy = await box(page, 'article .prose figure button');
  expect(copy.x).toBeGreaterThan(code.x + code.width / 2);
  const screenshot = testInfo.outputPath('ar-errors.png');
  await page.screenshot({ path: screenshot });
  await testInfo.attach('ar layout', { path: screenshot, contentType: 'image/png' });
});

test('the same page in en is not mirrored (so the checks above can fail)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/errors');
  const sidebar = await box(page, '#docs-sidebar');
  const article = await box(page, 'article');
  expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(article.x + 1);
});

for (const locale of ['ar', 'he', 'fa'] as const) {
  test(`${locale}: numbers and dates use Latin digits, never Arabic-Indic or Persian ones`, async ({ page }) => {
    for (const path of [`/${locale}/changelog`, `/${locale}`]) {
      await page.goto(path);
      const text = await page.locator('body').innerText();
      expect(text, path).not.toMatch(NON_LATIN_DIGITS);
      expect(text, path).toMatch(/[0-9]/);
    }
    // Changelog dates are formatted in the locale (its month names), with 0-9.
    await page.goto(`/${locale}/changelog`);
    const firstDate = await page.locator('article time').first().innerText();
    expect(firstDate).toMatch(/[0-9]/);
    expect(firstDate).not.toMatch(/[A-Za-z]/);
  });
}

test("the locale switcher offers the current page in each locale that has it, else that locale's home", async ({ page }) => {
  await page.goto('/docs/errors#error-codes');
  const switcher = page.getByRole('contentinfo').getByRole('navigation', { name: 'Language' });
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await expect(switcher.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de');
  await switcher.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.goto('/docs/errors');
  await page.getByRole('contentinfo').getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/docs\/errors$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الأخطاء');

  await page.getByRole('contentinfo').getByRole('navigation', { name: 'اللغة' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/docs\/errors$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the site itself speaks the locale: header, sidebar sections, consent banner, feedback, theme menu', async ({ page, context }) => {
  await page.goto('/ar/docs/errors');
  // The guides' first page is not translated: the header links to the English one.
  await expect(page.getByRole('navigation', { name: 'الرئيسية' }).getByRole('link', { name: 'الأدلة' })).toHaveAttribute('href', '/docs');
  const sidebar = page.getByRole('navigation', { name: 'التوثيق' });
  await expect(sidebar.getByText('ابدأ من هنا')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'هل كانت هذه الصفحة مفيدة؟' })).toBeVisible();

  const banner = page.getByRole('region', { name: 'نحن نهتم بخصوصيتك' });
  await banner.getByRole('button', { name: 'قبول الكل' }).click();
  await expect(banner).toHaveCount(0);
  const consent = (await context.cookies()).find((cookie) => cookie.name === 'consent_state');
  expect(JSON.parse(decodeURIComponent(consent?.value ?? '{}'))).toMatchObject({ necessary: true, thirdParty: true });

  await page.getByRole('button', { name: 'السمة' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'داكن' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('contentinfo').getByRole('link', { name: 'إعدادات ملفات تعريف الارتباط' }).click();
  await expect(page.getByRole('dialog', { name: 'إعدادات ملفات تعريف الارتباط' }).getByRole('button', { name: 'رفض الكل' })).toBeVisible();
});

test('navigation and neighbours lead straight to the English page where the locale has none, and say so', async ({ page }) => {
  await page.goto('/ar/docs/errors');
  const sidebar = page.getByRole('navigation', { name: 'التوثيق' });
  const english = sidebar.getByRole('link', { name: 'Rate limits' });
  await expect(english).toHaveAttribute('href', '/docs/rate-limits');
  await expect(english).toHaveAttribute('hreflang', 'en');
  await expect(english).toHaveAccessibleName('Rate limits بالإنجليزية');
  await expect(english.getByText('EN', { exact: true })).toBeVisible();
  // The page itself is the locale's, unmarked.
  const own = sidebar.getByRole('link', { name: 'الأخطاء' });
  await expect(own).toHaveAttribute('href', '/ar/docs/errors');
  await expect(own).not.toHaveAttribute('hreflang');
  const neighbours = page.getByRole('navigation', { name: 'الصفحتان السابقة والتالية' });
  await expect(neighbours.getByRole('link')).toHaveCount(2);
  for (const link of await neighbours.getByRole('link').all()) {
    await expect(link).toHaveAttribute('hreflang', 'en');
    await expect(link.getByText('EN', { exact: true })).toBeVisible();
  }
  await english.click();
  await expect(page).toHaveURL(/\/docs\/rate-limits$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // On a phone the mark fits beside the label.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/ar/docs/errors');
  const mark = page.getByRole('navigation', { name: 'الصفحتان السابقة والتالية' }).getByText('EN').first();
  await mark.scrollIntoViewIfNeeded();
  const box = await mark.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
});

test('search is translated around English results, with plurals of the locale', async ({ page }) => {
  await page.goto('/fr');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Rechercher dans la documentation' });
  await expect(box).toBeFocused();
  await expect(page.getByText('La recherche porte sur la documentation en anglais.')).toBeVisible();
  await box.fill('pkce');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ résultats?$/ })).toBeVisible();
  // Results are the English pages, where French has none.
  await expect(page.getByRole('option').first()).toHaveAccessibleName(/en anglais/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/docs\/authentication/);
});

test('a translated page shows its translation, and links to pages French lacks go to English', async ({ page }) => {
  await page.goto('/fr/docs/versioning');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Versions et obsolescence');
  await expect(
    page.getByRole('navigation', { name: 'Sur cette page' }).getByRole('link', { name: 'Politique d’obsolescence' }),
  ).toHaveAttribute('href', '#deprecation-policy');
  await expect(page.locator('article .prose a[href="/docs/errors"]').first()).toBeVisible();
  await expect(page.locator('article .prose a[href^="/fr/docs/"]')).toHaveCount(0);
});

test('a locale address without its own page: 302 to the English page, query kept; payloads and missing pages 404', async ({ request }) => {
  for (const [from, to] of [
    ['/fr/docs/errors', '/docs/errors'],
    ['/de/docs/errors?tab=curl', '/docs/errors?tab=curl'],
    ['/he/docs', '/docs'],
    ['/ja/docs/reference/files', '/docs/reference/files'],
    ['/fr/docs/errors.md', '/docs/errors.md'],
    ['/fr/design-kit', '/design-kit'],
  ] as const) {
    const answer = await request.get(from, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(302);
    expect(answer.headers().location, from).toBe(to);
  }
  for (const path of ['/fr/docs/versioning', '/ar/docs/errors', '/fa', '/fa/changelog', '/fr/404']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
  for (const path of ['/fr/docs/errors.txt', '/fr/docs/errors/__next._tree.txt', '/de/docs/__next._full.txt']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
});

test('hreflang alternates only where translations exist, in the head and in the sitemap; canonical per locale', async ({ request }) => {
  const canonical = async (path: string) =>
    (await servedDocument(request, path)).querySelector('link[rel="canonical"]')?.getAttribute('href');
  const alternates = async (path: string) =>
    [...(await servedDocument(request, path)).querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      new URL(link.getAttribute('href') ?? '').pathname,
    ]);
  expect(await canonical('/fr/docs/versioning')).toMatch(/\/fr\/docs\/versioning$/);
  expect(await canonical('/docs/errors')).toMatch(/\/docs\/errors$/);
  expect((await alternates('/docs/errors')).sort()).toEqual([
    ['ar', '/ar/docs/errors'],
    ['en', '/docs/errors'],
    ['x-default', '/docs/errors'],
  ]);
  expect(await alternates('/docs/rate-limits')).toEqual([]);

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="ar" href="[^"]+\/ar\/docs\/errors" \/>/);
  expect(sitemap).not.toMatch(/hreflang="de" href="[^"]+\/de\/docs/);
  // Each text once: locale URLs are alternates, not entries of their own.
  expect(sitemap).not.toMatch(/<loc>[^<]+\/(ar|fr|de)\/docs/);
});

test('unknown locales and unknown pages under a locale answer 404, rendered on the server in the locale', async ({ request, page }) => {
  for (const path of ['/xx/docs', '/en/docs', '/fr/docs/no-such-page', '/fr/no/such/page', '/xx', '/de/docs/errors/extra']) {
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
  }
  // The HTML itself says so (no script needed), in the URL's locale when it has one.
  const french = await (await request.get('/fr/docs/no-such-page')).text();
  expect(french).toContain('<html lang="fr"');
  expect(french).toMatch(/<h1 id="not-found-title">Page introuvable<\/h1>/);
  expect(await (await request.get('/xx/docs/errors')).text()).toMatch(/<h1 id="not-found-title">Page not found<\/h1>/);
  await page.goto('/he/404');
  await expect(page.getByRole('heading', { level: 1, name: 'הדף לא נמצא' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'מעבר לדף הבית' })).toHaveAttribute('href', '/he');
});
