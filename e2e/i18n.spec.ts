// Localised UI (issue #8): locales under /<locale>, <html lang dir>, right-to-left layout, Latin
// digits, the locale switcher, translated chrome and pages, hreflang alternates.
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';

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
    const path = locale === 'en' ? '/docs/errors' : `/${locale}/docs/errors`;
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(rootAttributes(await response.text())).toEqual({ lang: locale, dir });
  });
}

for (const locale of ['ar', 'he'] as const) {
  test(`${locale}: the layout mirrors (sidebar, table of contents, header, banner) and code stays left to right`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/${locale}/docs/quick-start`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    const sidebar = await box(page, '#docs-sidebar');
    const article = await box(page, 'article');
    const toc = await box(page, 'nav[data-toc]');
    // Mirrored: the sidebar at the right edge, the on-this-page list at the left, the article between.
    expect(sidebar.x).toBeGreaterThan(article.x + article.width - 1);
    expect(toc.x + toc.width).toBeLessThanOrEqual(article.x + 1);
    const brand = await box(page, 'header a[href="/' + locale + '"]');
    const search = await box(page, 'header button[aria-haspopup="dialog"]');
    expect(brand.x).toBeGreaterThan(search.x);
    // The 'not yet translated' banner: text at the right, its close button at the left.
    const banner = page.locator('[data-banner-id^="not-translated"]');
    await expect(banner).toBeVisible();
    const bannerText = await box(page, '[data-banner-id^="not-translated"] > div');
    const dismiss = await box(page, '[data-banner-id^="not-translated"] button');
    expect(dismiss.x).toBeLessThan(bannerText.x);
    // The English content says it is English, left to right; code blocks are left to right too.
    await expect(page.locator('article .prose')).toHaveAttribute('lang', 'en');
    await expect(page.locator('article pre').first()).toHaveCSS('direction', 'ltr');

    const screenshot = testInfo.outputPath(`${locale}-quick-start.png`);
    await page.screenshot({ path: screenshot });
    await testInfo.attach(`${locale} layout`, { path: screenshot, contentType: 'image/png' });

    // Outside the English prose too (the reference's samples), a code block's copy button sits in
    // the room the code leaves for it, at the right, not over the start of its first line.
    await page.goto(`/${locale}/docs/reference/files`);
    const code = await box(page, 'section pre');
    const copy = await box(page, 'section figure button');
    expect(copy.x).toBeGreaterThan(code.x + code.width / 2);
  });
}

test('the same page in en is not mirrored (so the checks above can fail)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/docs/quick-start');
  const sidebar = await box(page, '#docs-sidebar');
  const article = await box(page, 'article');
  expect(sidebar.x + sidebar.width).toBeLessThanOrEqual(article.x + 1);
  await expect(page.locator('[data-banner-id^="not-translated"]')).toHaveCount(0);
});

for (const locale of ['ar', 'he', 'fa'] as const) {
  test(`${locale}: numbers and dates use Latin digits, never Arabic-Indic or Persian ones`, async ({ page }) => {
    for (const path of [`/${locale}/changelog`, `/${locale}/docs/rate-limits`, `/${locale}`]) {
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

test('the locale switcher in the footer keeps the current page', async ({ page }) => {
  await page.goto('/docs/errors#error-codes');
  const switcher = page.getByRole('contentinfo').getByRole('navigation', { name: 'Language' });
  await expect(switcher.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  await switcher.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/docs\/errors$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

  await page.getByRole('contentinfo').getByRole('navigation', { name: 'Langue' }).getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(/\/ar\/docs\/errors$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Errors');

  await page.getByRole('contentinfo').getByRole('navigation', { name: 'اللغة' }).getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/docs\/errors$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the site itself speaks the locale: header, sidebar sections, consent banner, feedback, theme menu', async ({ page, context }) => {
  await page.goto('/ar/docs/errors');
  await expect(page.getByRole('navigation', { name: 'الرئيسية' }).getByRole('link', { name: 'الأدلة' })).toHaveAttribute(
    'href',
    '/ar/docs',
  );
  const sidebar = page.getByRole('navigation', { name: 'التوثيق' });
  await expect(sidebar.getByText('ابدأ من هنا')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Rate limits' })).toHaveAttribute('href', '/ar/docs/rate-limits');
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

test('search is translated around English results, with plurals of the locale', async ({ page }) => {
  await page.goto('/fr/docs');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  const box = page.getByRole('combobox', { name: 'Rechercher dans la documentation' });
  await expect(box).toBeFocused();
  await expect(page.getByText('La recherche porte sur la documentation en anglais.')).toBeVisible();
  await box.fill('pkce');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ résultats?$/ })).toBeVisible();
  // Results are the English pages, opened in this locale.
  await box.press('Enter');
  await expect(page).toHaveURL(/\/fr\/docs\/authentication/);
});

test('a page with a translation shows it; one without shows English under a banner that says so', async ({ page }) => {
  await page.goto('/fr/docs/versioning');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Versions et obsolescence');
  await expect(page.locator('[data-banner-id^="not-translated"]')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Sur cette page' }).getByRole('link', { name: 'Politique d’obsolescence' }),
  ).toHaveAttribute('href', '#deprecation-policy');
  // Content links lead to the same locale's pages.
  await expect(page.locator('article .prose a[href="/fr/docs/errors"]').first()).toBeVisible();

  await page.goto('/fr/docs/errors');
  await expect(page.getByText('Cette page n’est pas encore traduite en français ; elle s’affiche donc en anglais.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Errors');
});

test('hreflang alternates in the head and in the sitemap; canonical per locale', async ({ page, request }) => {
  await page.goto('/de/docs/errors');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/de\/docs\/errors$/);
  for (const [language, path] of [
    ['en', '/docs/errors'],
    ['fr', '/fr/docs/errors'],
    ['he', '/he/docs/errors'],
    ['x-default', '/docs/errors'],
  ]) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${language}"]`)).toHaveAttribute('href', new RegExp(`${path}$`));
  }
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="ar" href="[^"]+\/ar\/docs\/errors" \/>/);
  // Locale URLs are alternates, not entries of their own.
  expect(sitemap).not.toMatch(/<loc>[^<]+\/ar\/docs/);
});

test('unknown locales and unknown pages under a locale answer 404, rendered on the server in the locale', async ({ request, page }) => {
  for (const path of ['/xx/docs', '/en/docs', '/fr/docs/no-such-page', '/fr/no/such/page', '/xx', '/de/docs/errors/extra']) {
    expect((await request.get(path)).status(), path).toBe(404);
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
