// Theme preference, classic mode and contrast (docs/contract.md 'Theme'), applied before first paint.
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import { axeViolations, COLOUR_RULES } from './support/axe';

const html = (page: Page) =>
  page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    contrast: document.documentElement.getAttribute('data-contrast'),
    scheme: document.documentElement.style.colorScheme,
  }));

/** Records the theme at the moment <body> is inserted, i.e. before anything can be painted. */
async function recordThemeAtBody(page: Page) {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.body) return;
      (window as unknown as { themeAtBody: string | null }).themeAtBody = document.documentElement.getAttribute('data-theme');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
}
const themeAtBody = (page: Page) => page.evaluate(() => (window as unknown as { themeAtBody: string | null }).themeAtBody);

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('by default the theme follows the system colour scheme, live', async ({ page }) => {
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/docs');
  expect(await html(page)).toEqual({ theme: 'dark', contrast: null, scheme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => html(page)).toEqual({ theme: 'light', contrast: null, scheme: 'light' });
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
  expect(errors).toEqual([]);
});

test('a stored preference is applied before the first paint, on docs, 404 and error pages', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('theme-mode', 'classic');
    localStorage.setItem('theme-contrast', 'high');
  });
  await recordThemeAtBody(page);
  for (const path of ['/docs/authentication', '/no-such-page']) {
    await page.goto(path);
    expect(await themeAtBody(page), path).toBe('classicDark');
    expect(await html(page), path).toEqual({ theme: 'classicDark', contrast: 'high', scheme: 'dark' });
  }
  // A render error replaces the page with the error view: the theme stays.
  await page.goto('/fixtures/client-error');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Break this page' }).click();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  expect(await html(page)).toEqual({ theme: 'classicDark', contrast: 'high', scheme: 'dark' });
  // The 404 logs its status, and the error page logs the error it caught; nothing else may complain.
  expect(errors.filter((error) => !/status of 404|Fixture: this component throws/.test(error))).toEqual([]);
});

test('junk in any of the three keys is ignored', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference' });
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'purple');
    localStorage.setItem('theme-mode', '<script>alert(1)</script>');
    localStorage.setItem('theme-contrast', '{"high":true}');
  });
  await page.goto('/docs');
  expect(await html(page)).toEqual({ theme: 'light', contrast: null, scheme: 'light' });
});

test('storage that throws still gives a working page with the system theme and no errors', async ({ page }) => {
  const errors = collectErrors(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/docs');
  expect((await html(page)).theme).toBe('dark');
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  expect((await html(page)).theme).toBe('light');
  expect(errors).toEqual([]);
});

test('system contrast preference turns on high contrast unless overridden', async ({ page }) => {
  await page.emulateMedia({ contrast: 'more' });
  await page.goto('/docs');
  expect((await html(page)).contrast).toBe('high');
  await page.evaluate(() => localStorage.setItem('theme-contrast', 'standard'));
  await page.reload();
  expect((await html(page)).contrast).toBeNull();
});

test('the theme menu sets preference, classic mode and high contrast, and remembers them', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference' });
  await page.goto('/docs');
  await waitForHydration(page);
  const trigger = page.getByRole('button', { name: 'Theme' });
  await trigger.click();
  const menu = page.getByRole('menu', { name: 'Theme' });
  await expect(menu.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(menu).toHaveCount(0);
  expect(await html(page)).toEqual({ theme: 'dark', contrast: null, scheme: 'dark' });

  await trigger.click();
  await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitemcheckbox', { name: 'Classic mode' }).click();
  await expect(menu.getByRole('menuitemcheckbox', { name: 'Classic mode' })).toHaveAttribute('aria-checked', 'true');
  await menu.getByRole('menuitemcheckbox', { name: 'High contrast' }).click();
  expect(await html(page)).toEqual({ theme: 'classicDark', contrast: 'high', scheme: 'dark' });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(trigger).toBeFocused();

  expect(
    await page.evaluate(() => [localStorage.getItem('theme'), localStorage.getItem('theme-mode'), localStorage.getItem('theme-contrast')]),
  ).toEqual(['dark', 'classic', 'high']);
  // The browser chrome follows: the first theme-color meta carries the palette's background.
  const themeColors = () =>
    page.evaluate(() => {
      const metas = [...document.querySelectorAll('meta[name="theme-color"]')];
      const probe = (value: string | null) => {
        const element = document.createElement('span');
        element.style.color = value ?? '';
        document.body.append(element);
        const color = getComputedStyle(element).color;
        element.remove();
        return color;
      };
      return { count: metas.length, first: probe(metas[0]?.getAttribute('content') ?? null) };
    });
  expect(await themeColors()).toEqual({ count: 3, first: 'rgb(0, 0, 0)' });
  await page.reload();
  expect(await html(page)).toEqual({ theme: 'classicDark', contrast: 'high', scheme: 'dark' });
  await page.getByRole('button', { name: 'Theme' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'High contrast' }).click();
  await page.getByRole('menuitemradio', { name: 'Light' }).click();
  expect(await themeColors()).toEqual({ count: 3, first: 'rgb(251, 248, 242)' });
});

test('the theme menu works from the keyboard', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/docs');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Theme' }).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Theme' });
  // Focus lands on the checked item; arrows move through the items.
  await expect(menu.getByRole('menuitemradio', { name: 'System' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: 'Light' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  expect((await html(page)).theme).toBe('dark');
});

test('other open tabs follow a change', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.emulateMedia({ colorScheme: 'light' });
  await second.emulateMedia({ colorScheme: 'light' });
  await first.goto('/docs');
  await second.goto('/docs/errors');
  // The reader changes the theme in the tab in front (Chromium draws no frames in one behind, so a click there
  // waits seconds for the element to settle).
  await first.bringToFront();
  await first.getByRole('button', { name: 'Theme' }).click();
  await first.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect.poll(() => html(second)).toEqual({ theme: 'dark', contrast: null, scheme: 'dark' });
});

test('code highlighting follows the theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/docs/authentication');
  const token = page.locator('.prose pre span[style*="--shiki-dark"]').first();
  const colours = () =>
    token.evaluate((node) => {
      const probe = (value: string) => {
        const element = document.createElement('span');
        element.style.color = value;
        document.body.append(element);
        const color = getComputedStyle(element).color;
        element.remove();
        return color;
      };
      return {
        shown: getComputedStyle(node).color,
        light: probe(node.style.getPropertyValue('--shiki-light')),
        dark: probe(node.style.getPropertyValue('--shiki-dark')),
      };
    });
  let now = await colours();
  expect(now.light).not.toBe(now.dark);
  expect(now.shown).toBe(now.light);
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  now = await colours();
  expect(now.shown).toBe(now.dark);
});

test('a press that begins before hydration and ends after it opens the menu, though the icon changed under it', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  // The framework's scripts wait until the press has begun, so hydration, and the icon's change from the server's
  // 'System' to the stored 'Dark', fall inside it.
  let release = () => {};
  const pressed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/chunks\/.*\.js/, async (route) => {
    await pressed;
    await route.continue();
  });
  await page.goto('/docs', { waitUntil: 'domcontentloaded' });
  const trigger = page.getByRole('button', { name: 'Theme' });
  const serverIcon = await trigger.locator('svg').elementHandle();
  const box = await trigger.boundingBox();
  if (!box || !serverIcon) throw new Error('no Theme button with an icon');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await waitForHydration(page);
  await expect.poll(() => serverIcon.evaluate((icon) => icon.isConnected)).toBe(false);
  await page.mouse.up();
  await expect(page.getByRole('menu', { name: 'Theme' })).toBeVisible();
});

const STATES = [
  { name: 'light', stored: { theme: 'light' } },
  { name: 'dark', stored: { theme: 'dark' } },
  { name: 'classicLight', stored: { theme: 'light', 'theme-mode': 'classic' } },
  { name: 'classicDark', stored: { theme: 'dark', 'theme-mode': 'classic' } },
  { name: 'light, high contrast', stored: { theme: 'light', 'theme-contrast': 'high' } },
  { name: 'dark, high contrast', stored: { theme: 'dark', 'theme-contrast': 'high' } },
  { name: 'classicDark, high contrast', stored: { theme: 'dark', 'theme-mode': 'classic', 'theme-contrast': 'high' } },
];

// Every rule in the first theme; in the others only the colour rules, as nothing else differs.
for (const [index, state] of STATES.entries()) {
  const rules = index === 0 ? undefined : COLOUR_RULES;
  test(`axe finds no violations in ${state.name} on the design kit and a doc page`, async ({ page }) => {
    // axe takes seconds per page on a 2-core machine.
    test.slow();
    await page.addInitScript((stored) => {
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    }, state.stored);
    for (const path of ['/design-kit', '/docs/authentication']) {
      await page.goto(path);
      expect(await axeViolations(page, rules), `${path} in ${state.name}`).toEqual([]);
    }
  });
}
