// Every screen, from a 320 px phone to a 1650 px desktop: no page scrolls sideways, the header's
// controls are on screen and big enough to tap, and search, the theme and the section links work by
// touch. With E2E_SCREENSHOTS=1, a screenshot of each template at each width is kept beside the
// test's results, to look at; not on every run, as taking them slows these tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page, test, type TestInfo } from '@playwright/test';
import { waitForHydration } from './support/hydration';

const WIDTHS = [320, 360, 390, 414, 600, 768, 900, 1200, 1650];
/** Below this width the section links sit behind the menu button (the kit's medium breakpoint). */
const LINKS_IN_ROW_FROM = 900;
const MIN_TOUCH_PX = 44;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

const TEMPLATES: Record<string, string> = {
  home: '/',
  doc: '/docs/errors',
  reference: '/docs/reference/files',
  changelog: '/changelog',
  'not-found': '/no-such-page',
  'design-kit': '/design-kit',
};
const LOCALES = ['en', 'es', 'fr', 'de', 'ja', 'zh-Hans', 'ar', 'he', 'fa'];

type HeaderText = { search: string; theme: string; menu: string; links: string[] };
function headerText(locale: string): HeaderText {
  const file = path.join(import.meta.dirname, '..', 'src', 'i18n', 'messages', `${locale}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const text = (key: string) => messages[key] ?? '';
  return {
    search: text('search.button'),
    theme: text('theme.button'),
    menu: text('header.navMenu'),
    links: ['nav.guides', 'nav.apiReference', 'nav.changelog'].map(text),
  };
}

const localized = (locale: string, pathname: string) => (locale === 'en' ? pathname : `/${locale}${pathname === '/' ? '' : pathname}`);

/** What a reader needs of a header control at one width: its box, whether it shows, and whether a tap at its centre reaches it. */
type Reach = { visible: boolean; left: number; right: number; width: number; height: number; tapped: boolean };

/** Why a control that must be there at `width` cannot be tapped: none when it can. */
function tapProblems(what: string, reach: Reach, width: number): string[] {
  if (!reach.visible) return [`${what}: not shown`];
  const problems: string[] = [];
  // Where a tap lands: at the control's centre the page must find the control itself (not a neighbour
  // laid over it, not nothing because it is off screen), and its whole width must be on screen: a
  // header laid out too wide, or mirrored past the start edge in RTL, puts a control left of 0.
  if (!reach.tapped) problems.push(`${what}: a tap at its centre misses it`);
  if (reach.left < 0 || reach.right > width) problems.push(`${what}: off screen (${reach.left} to ${reach.right} of 0 to ${width} px)`);
  if (Math.round(reach.width) < MIN_TOUCH_PX) problems.push(`${what}: ${reach.width} px wide, too narrow to tap`);
  if (Math.round(reach.height) < MIN_TOUCH_PX) problems.push(`${what}: ${reach.height} px tall, too short to tap`);
  return problems;
}

/**
 * Resizes the open page through every width and checks the page and its header at each. The controls are
 * found once by role and name, where each shows (the section links in the row on the widest screen, the
 * menu button on the narrowest); each width then measures them all in one step in the page.
 */
async function checkEveryWidth(page: Page, testInfo: TestInfo, name: string, locale: string, screenshots: boolean) {
  const text = headerText(locale);
  const header = page.getByRole('banner');
  const inRow: [what: string, control: Locator][] = [
    ['logo', header.getByRole('link', { name: 'Tessera Developers' })],
    ['search', header.getByRole('button', { name: text.search, exact: true })],
    ['theme', header.getByRole('button', { name: text.theme, exact: true })],
    ...text.links.map((link): [string, Locator] => [`'${link}'`, header.getByRole('link', { name: link, exact: true })]),
  ];
  const find = async (width: number, found: [string, Locator][]) => {
    await page.setViewportSize({ width, height: 800 });
    return Promise.all(found.map(([, control]) => control.elementHandle()));
  };
  const controls = [...inRow, ['section menu', header.getByRole('button', { name: text.menu, exact: true })] as [string, Locator]];
  const elements = [...(await find(WIDTHS.at(-1) ?? 1650, inRow)), ...(await find(WIDTHS[0] ?? 320, controls.slice(-1)))];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const at = `${name} (${locale}) at ${width} px`;
    const measure = () =>
      page.evaluate((found) => {
        const root = document.documentElement;
        const reaches = (found as Element[]).map((element) => {
          const box = element.getBoundingClientRect();
          const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return {
            visible: box.width > 0 && box.height > 0 && element.checkVisibility({ visibilityProperty: true }),
            left: box.left,
            right: box.right,
            width: box.width,
            height: box.height,
            tapped: hit !== null && element.contains(hit),
          };
        });
        return { sideways: root.scrollWidth - root.clientWidth, viewport: root.clientWidth, reaches };
      }, elements);
    // Polled: the layout may settle a frame after the resize.
    await expect
      .poll(async () => {
        const { sideways, viewport, reaches } = await measure();
        // The document is as wide as the screen: nothing scrolls sideways.
        const problems = sideways > 0 ? [`the page scrolls ${sideways} px sideways`] : [];
        for (const [index, [what]] of controls.entries()) {
          const reach = reaches[index] as Reach;
          // Below the breakpoint the section links sit behind the menu button; from it, in the row.
          const sectionLink = what.startsWith("'");
          const wanted = what === 'section menu' ? width < LINKS_IN_ROW_FROM : !sectionLink || width >= LINKS_IN_ROW_FROM;
          if (wanted) problems.push(...tapProblems(what, reach, viewport));
          else if (what === 'section menu' && reach.visible) problems.push(`${what}: shown beside the section links`);
        }
        return problems;
      }, at)
      .toEqual([]);
    if (screenshots) await page.screenshot({ path: testInfo.outputPath(`${name}-${locale}-${width}.png`) });
  }
}

/** The reference and the design kit are English only: an Arabic reader is sent to those (docs/i18n.md). */
const ENGLISH_ONLY = new Set(['reference', 'design-kit']);

for (const [name, pathname] of Object.entries(TEMPLATES)) {
  for (const locale of ENGLISH_ONLY.has(name) ? ['en'] : ['en', 'ar']) {
    test(`${name} (${locale}) fits every width from 320 to 1650 px, header controls on screen`, async ({ page }, testInfo) => {
      await page.goto(localized(locale, pathname));
      await checkEveryWidth(page, testInfo, name, locale, SCREENSHOTS);
    });
  }
}

// One test a locale, on its home page (the pages every locale has): nine widths in one locale is what a test
// can do in its time on a busy machine.
for (const locale of LOCALES.filter((code) => code !== 'en' && code !== 'ar')) {
  test(`a page (${locale}) fits every width`, async ({ page }, testInfo) => {
    await page.goto(localized(locale, TEMPLATES.home ?? '/'));
    await checkEveryWidth(page, testInfo, 'home', locale, false);
  });
}

test.describe('by touch on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the consent banner, search and a result all work by tap', async ({ page }) => {
    await page.goto('/docs');
    await waitForHydration(page);
    const banner = page.getByRole('region', { name: 'We care about your privacy' });
    await banner.getByRole('button', { name: 'Only essential' }).tap();
    await expect(banner).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).tap();
    const combobox = page.getByRole('combobox', { name: 'Search the docs' });
    await expect(combobox).toBeVisible();
    await combobox.fill('rate limits');
    const first = page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first();
    await expect(first).toContainText('Rate limits');
    await first.tap();
    await expect(page).toHaveURL(/\/docs\/rate-limits/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rate limits');
  });

  test('the theme changes by tap', async ({ page }) => {
    await page.goto('/docs/errors');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Theme', exact: true }).tap();
    await page.getByRole('menuitemradio', { name: 'Dark' }).tap();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  });

  test('the section links open from the menu button, and the menu closes as a link is followed', async ({ page }) => {
    await page.goto('/docs/errors');
    await waitForHydration(page);
    const main = page.getByRole('navigation', { name: 'Main' });
    await expect(main).toBeHidden();
    await page.getByRole('button', { name: 'Sections', exact: true }).tap();
    await expect(main).toBeVisible();
    await main.getByRole('link', { name: 'Changelog' }).tap();
    await expect(page).toHaveURL(/\/changelog$/);
    await expect(main).toBeHidden();
    // A tap outside it (the panel hangs from the inline end, below the header) closes it too.
    await page.getByRole('button', { name: 'Sections', exact: true }).tap();
    await expect(main).toBeVisible();
    await page.touchscreen.tap(16, 200);
    await expect(main).toBeHidden();
  });
});

test.describe('without JavaScript on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  test('the section menu still opens and leads on; controls that need a script are not drawn', async ({ page }) => {
    await page.goto('/docs/errors');
    await expect(page.getByRole('heading', { level: 1, name: 'Errors' })).toBeVisible();
    // No banner with buttons that do nothing, no 'Cookie settings', no dead search or theme button.
    await expect(page.getByRole('region', { name: 'We care about your privacy' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Cookie settings' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Theme', exact: true })).toBeHidden();
    // Nor a copy button on code that stays selectable.
    await expect(page.locator('pre').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy code' })).toHaveCount(0);
    // Nor 'Copy page as Markdown': the Markdown is a link away.
    await expect(page.getByRole('button', { name: 'Copy page as Markdown' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Sections', exact: true }).click();
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'API reference' }).click();
    await expect(page).toHaveURL(/\/docs\/reference$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });
});

/** Every docs template: where a reader lands from a link. */
const DOCS_TEMPLATES = [
  { name: 'guide', path: '/docs/errors', nav: 'Docs', link: 'Authentication', to: /\/docs\/authentication$/ },
  { name: 'reference', path: '/docs/reference/files', nav: 'API reference', link: 'Comments', to: /\/docs\/reference\/comments$/ },
  { name: 'changelog', path: '/changelog', nav: null, link: null, to: null },
] as const;

/** The h1 is wholly on the first screen, not below a navigation the reader did not ask for. */
async function expectHeadingOnFirstScreen(page: Page) {
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(heading, 'the page has an h1').not.toBeNull();
  expect((heading?.y ?? Infinity) + (heading?.height ?? 0)).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`a phone at 375 × 740${javaScriptEnabled ? '' : ', without JavaScript'}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

    for (const template of DOCS_TEMPLATES) {
      test(`${template.name}: the page opens on its h1; its navigation is behind Menu, which opens it and leads on`, async ({ page }) => {
        await page.goto(template.path);
        if (javaScriptEnabled) await waitForHydration(page);
        await expectHeadingOnFirstScreen(page);
        if (!template.nav) return;
        const nav = page.getByRole('navigation', { name: template.nav, exact: true });
        await expect(nav).toBeHidden();
        // A native popover: the same drawer with or without scripts, and Escape or a tap outside closes it.
        const menu = page.getByRole('button', { name: 'Menu', exact: true });
        await menu.tap();
        await expect(nav).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(nav).toBeHidden();
        await menu.tap();
        await nav.getByRole('link', { name: template.link, exact: true }).tap();
        await expect(page).toHaveURL(template.to);
        await expect(page.getByRole('navigation', { name: template.nav, exact: true })).toBeHidden();
        await expectHeadingOnFirstScreen(page);
      });
    }
  });
}
