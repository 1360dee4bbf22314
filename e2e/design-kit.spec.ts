// The design kit on its living page: buttons, tooltips (timed with Playwright's clock), media queries.
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';

const START = new Date('2026-01-01T00:00:00Z');

/** Installs the fake clock, loads the page until hydrated, then stops time so only runFor moves it. */
async function openWithPausedClock(page: Page, path: string) {
  await page.clock.install({ time: START });
  await page.goto(path);
  await waitForHydration(page);
  // The submit button enables itself on hydration: from then on the page reacts.
  await expect(page.getByRole('button', { name: 'Submit form' })).toBeEnabled();
  await page.clock.pauseAt(new Date(START.getTime() + 60_000));
}

const presses = (page: Page) => page.getByRole('status').filter({ hasText: 'Presses:' });
const tooltip = (page: Page) => page.getByRole('tooltip');
/** Tooltips that are open, not fading out. */
const openTooltip = (page: Page) => page.locator('[role="tooltip"][data-state="open"]');

test.describe('buttons', () => {
  test('a disabled button stays focusable but blocks clicks and key presses', async ({ page }) => {
    await page.goto('/design-kit');
    const button = page.getByRole('button', { name: 'Disabled button' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await button.click({ force: true });
    await expect(presses(page)).toHaveText('Presses: 0');

    await page.getByRole('button', { name: 'Enable it' }).click();
    await expect(button).not.toHaveAttribute('aria-disabled');
    await button.click();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(presses(page)).toHaveText('Presses: 2');
  });

  test('a loading button is busy and blocks clicks, Enter and Space', async ({ page }) => {
    await page.goto('/design-kit');
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Saving' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await button.focus();
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await button.click({ force: true });
    // The same presses on a button that is not loading count (the page is listening).
    const primary = page.getByRole('button', { name: 'Primary', exact: true });
    await primary.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    await expect(presses(page)).toHaveText('Presses: 2');
  });

  test('an active button looks pressed in, as a menu trigger does while its menu is open', async ({ page }) => {
    await page.goto('/design-kit');
    await waitForHydration(page);
    const look = (name: string) =>
      page.getByRole('button', { name, exact: true }).evaluate((node) => {
        const style = getComputedStyle(node);
        return { transform: style.transform, background: style.backgroundColor };
      });
    const pressedIn = 'matrix(1, 0, 0, 1, 0, 1)';
    const active = await look('Active');
    expect(active.transform).toBe(pressedIn);
    const resting = await look('Secondary');
    expect(resting.transform).toBe('none');
    expect(active.background).not.toBe(resting.background);
    // The theme button is active while its menu is open, and only then.
    const theme = page.getByRole('banner').getByRole('button', { name: 'Theme' });
    await theme.click();
    await expect(page.getByRole('menu')).toBeVisible();
    await page.mouse.move(1, 700);
    // (The press eases in and out: wait for where it settles.)
    await expect(theme).toHaveCSS('transform', pressedIn);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(theme).toHaveCSS('transform', 'none');
  });

  test('variants press, a toggle reports its selected state', async ({ page }) => {
    await page.goto('/design-kit');
    await waitForHydration(page);
    for (const name of ['Primary', 'Secondary', 'Ghost', 'Danger']) await page.getByRole('button', { name, exact: true }).click();
    await expect(presses(page)).toHaveText('Presses: 4');
    const toggle = page.getByRole('button', { name: 'Pin sidebar' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  test('a submit button is disabled in the server HTML and enabled once hydrated', async ({ page, request }) => {
    const serverHtml = await (await request.get('/design-kit')).text();
    expect(serverHtml).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>/);
    await page.goto('/design-kit');
    const submit = page.getByRole('button', { name: 'Submit form' });
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Submitted:' })).toHaveText('Submitted: 1');
  });

  test('a circle button cuts a long label at exactly two lines and shows a short one whole', async ({ page }) => {
    await page.goto('/design-kit');
    await page.evaluate(() => document.fonts.ready);
    const lines = (name: string | RegExp) =>
      page
        .getByRole('button', { name })
        .locator('span')
        .last()
        .evaluate((label) => {
          const lineHeight = Number.parseFloat(getComputedStyle(label).lineHeight);
          return {
            shown: Math.round(label.getBoundingClientRect().height / lineHeight),
            needed: Math.round(label.scrollHeight / lineHeight),
          };
        });
    const long = await lines(/^Duplicate the selected frames/);
    expect(long.needed).toBeGreaterThanOrEqual(3);
    expect(long.shown).toBe(2);
    expect(await lines('New file')).toEqual({ shown: 1, needed: 1 });
  });

  test('every button offers at least a 44 px touch area', async ({ page }) => {
    await page.goto('/design-kit');
    const tooSmall = await page.locator('main button, header button, header a').evaluateAll((elements) =>
      elements
        .filter((element) => {
          const box = element.getBoundingClientRect();
          // Not drawn (a closed menu's links): nothing to tap.
          if (box.width === 0 && box.height === 0) return false;
          if (box.width >= 44 && box.height >= 44) return false;
          // A small button extends its hit area with a pseudo-element: probe 44 px around its centre.
          const x = box.left + box.width / 2;
          const y = box.top + box.height / 2;
          return ![
            [x, y - 21.5],
            [x, y + 21.5],
          ].every(([px = 0, py = 0]) => element.contains(document.elementFromPoint(px, py)));
        })
        .map((element) => element.textContent?.trim() || element.getAttribute('aria-label')),
    );
    expect(tooSmall).toEqual([]);
  });
});

test.describe('tooltips', () => {
  test.beforeEach(async ({ page }) => {
    await openWithPausedClock(page, '/design-kit');
  });

  test('open 150 ms after hover with label, description, shortcut and thumbnail', async ({ page }) => {
    await page.getByRole('button', { name: 'Export' }).hover();
    await page.clock.runFor(120);
    await expect(tooltip(page)).toHaveCount(0);
    await page.clock.runFor(40);
    const tip = tooltip(page);
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('Export frame');
    await expect(tip).toContainText('Exports the selected frame as PNG, SVG or PDF.');
    await expect(tip.locator('kbd')).toHaveText(['Ctrl', 'Shift', 'E']);
    await expect(tip.getByRole('img', { name: 'Tessera logo on a dark tile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Export' })).toHaveAttribute('aria-describedby', /.+/);
    // Fades in over 150 ms at the tooltips layer.
    await page.clock.runFor(50);
    expect(await tip.evaluate((node) => [node.style.transitionDuration, getComputedStyle(node).zIndex])).toEqual(['150ms', '6']);
  });

  test('open 150 ms after keyboard focus, close on Escape', async ({ page }) => {
    // Real keyboard navigation: from the control before it, Tab onto 'Export'.
    await page.getByRole('button', { name: 'Submit form' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Export' })).toBeFocused();
    await page.clock.runFor(120);
    await expect(tooltip(page)).toHaveCount(0);
    await page.clock.runFor(40);
    await expect(tooltip(page)).toContainText('Export frame');
    await page.keyboard.press('Escape');
    await page.clock.runFor(200);
    await expect(tooltip(page)).toHaveCount(0);
  });

  test('close when the pointer leaves and when the page scrolls', async ({ page }) => {
    await page.getByRole('button', { name: 'Export' }).hover();
    await page.clock.runFor(160);
    await expect(tooltip(page)).toBeVisible();
    await page.mouse.move(5, 5);
    await page.clock.runFor(200);
    await expect(tooltip(page)).toHaveCount(0);

    await page.getByRole('button', { name: 'Export' }).hover();
    await page.clock.runFor(160);
    await expect(tooltip(page)).toBeVisible();
    await page.mouse.wheel(0, 300);
    // The browser delivers the scroll event on its own schedule; then the fade runs on the clock.
    await expect(openTooltip(page)).toHaveCount(0);
    await page.clock.runFor(200);
    await expect(tooltip(page)).toHaveCount(0);
  });

  test('only one at a time, and a neighbour opens without the delay', async ({ page }) => {
    await page.getByRole('button', { name: 'Neighbour one' }).hover();
    await page.clock.runFor(160);
    await expect(tooltip(page)).toHaveText('First neighbour');
    await page.getByRole('button', { name: 'Neighbour two' }).hover();
    await page.clock.runFor(20);
    await expect(openTooltip(page)).toHaveCount(1);
    await expect(openTooltip(page)).toHaveText('Second neighbour');
    // The first one has faded out after 150 ms.
    await page.clock.runFor(150);
    await expect(tooltip(page)).toHaveText(['Second neighbour']);
  });

  test('close when the trigger becomes disabled, and stay closed', async ({ page }) => {
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    await page.getByRole('button', { name: 'Neighbour two' }).focus();
    await page.keyboard.press('Tab');
    await expect(publish).toBeFocused();
    await page.clock.runFor(160);
    await expect(tooltip(page)).toHaveText('Publishes the library');
    await page.keyboard.press('d'); // the fixture disables its own trigger on 'd'
    await expect(publish).toHaveAttribute('aria-disabled', 'true');
    await page.clock.runFor(200);
    await expect(tooltip(page)).toHaveCount(0);
    await publish.hover();
    await page.clock.runFor(300);
    await expect(tooltip(page)).toHaveCount(0);
  });

  test('an icon-only button and a truncated label show their label; a full label does not', async ({ page }) => {
    await page.getByRole('button', { name: 'Copy' }).hover();
    await page.clock.runFor(160);
    await expect(tooltip(page)).toContainText('Copy');
    await expect(tooltip(page).locator('kbd')).toHaveText(['Ctrl', 'C']);

    await page.getByRole('button', { name: 'A label far too long to fit in this narrow slot' }).hover();
    await page.clock.runFor(500);
    await expect(tooltip(page)).toHaveText('A label far too long to fit in this narrow slot');

    await page.getByRole('button', { name: 'Secondary', exact: true }).hover();
    await page.clock.runFor(500);
    await expect(tooltip(page)).toHaveCount(0);

    await page.getByRole('button', { name: /Duplicate the selected frames/ }).hover();
    await page.clock.runFor(500);
    await expect(tooltip(page)).toHaveText('Duplicate the selected frames into a new page of this file');
  });

  test('shows ⌘ on Apple platforms', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'platform', { get: () => 'MacIntel' });
      Object.defineProperty(navigator, 'userAgentData', { get: () => ({ platform: 'macOS' }) });
    });
    await page.reload();
    // The framework loads in the task after the first frame: let the paused clock run for it.
    await page.clock.runFor(50);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy' }).hover();
    await page.clock.runFor(160);
    await expect(tooltip(page).locator('kbd')).toHaveText(['⌘', 'C']);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('tooltips appear without a fade', async ({ page }) => {
    await openWithPausedClock(page, '/design-kit');
    await page.getByRole('button', { name: 'Export' }).hover();
    await page.clock.runFor(200);
    await expect(openTooltip(page)).toBeVisible();
    expect(['', '0ms', '0s']).toContain(await tooltip(page).evaluate((node) => node.style.transitionDuration));
    // And it is gone the moment it closes, with no fade-out.
    await page.mouse.move(5, 5);
    await page.clock.runFor(1);
    await expect(tooltip(page)).toHaveCount(0);
  });
});

test('breakpoints switch at 600, 900, 1200 and 1650 px; small screen is below 600', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/design-kit');
  await waitForHydration(page);
  for (const [width, small, breakpoint] of [
    [599, 'yes', 'base'],
    [600, 'no', 'small'],
    [899, 'no', 'small'],
    [900, 'no', 'medium'],
    [1199, 'no', 'medium'],
    [1200, 'no', 'large'],
    [1649, 'no', 'large'],
    [1650, 'no', 'extraLarge'],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.getByTestId('breakpoint'), `${width} px`).toHaveText(breakpoint);
    await expect(page.getByTestId('small-screen'), `${width} px`).toHaveText(small);
  }
});

test('layers: an open modal covers the pinned header, and the consent notice stays above it, usable', async ({ page }) => {
  await page.goto('/docs');
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: 'We care about your privacy' });
  await expect(banner).toBeVisible();
  const logo = await page.getByRole('banner').getByRole('link', { name: 'Tessera Developers' }).boundingBox();
  await page.keyboard.press('/');
  await expect(page.getByRole('dialog', { name: 'Search the docs' })).toBeVisible();
  const topmostIn = (point: { x: number; y: number }, selector: string) =>
    page.evaluate(({ x, y, selector: inside }) => Boolean(document.elementFromPoint(x, y)?.closest(inside)), { ...point, selector });
  expect(await topmostIn({ x: (logo?.x ?? 0) + 5, y: (logo?.y ?? 0) + 5 }, 'header')).toBe(false);
  const accept = await banner.getByRole('button', { name: 'Accept all' }).boundingBox();
  expect(await topmostIn({ x: (accept?.x ?? 0) + 5, y: (accept?.y ?? 0) + 5 }, 'section[aria-labelledby="consent-banner-title"]')).toBe(
    true,
  );
});

test('media queries follow the viewport, throttled to one update per 16 ms', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openWithPausedClock(page, '/design-kit');
  const smallScreen = page.getByTestId('small-screen');
  await expect(smallScreen).toHaveText('no');
  await expect(page.getByTestId('breakpoint')).toHaveText('large');
  // Every text the readout shows from here on, and every change the browser reports to the page.
  await smallScreen.evaluate((node) => {
    const probe = window as unknown as { shown: string[]; changes: number };
    probe.shown = [];
    probe.changes = 0;
    new MutationObserver(() => probe.shown.push(node.textContent ?? '')).observe(node, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    window.matchMedia('(max-width: 599.98px)').addEventListener('change', () => probe.changes++);
  });
  const probe = () =>
    page.evaluate(() => {
      const { shown, changes } = window as unknown as { shown: string[]; changes: number };
      return { shown, changes };
    });
  // Four crossings of the small breakpoint while the page's clock stands still: all in one 16 ms window.
  for (const [index, width] of [500, 1280, 500, 1280].entries()) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(async () => (await probe()).changes).toBe(index + 1);
  }
  // The first change shows at once; the other three wait for the window to close...
  expect((await probe()).shown).toEqual(['yes']);
  // ...and then the last one lands, once.
  await page.clock.runFor(16);
  await expect(smallScreen).toHaveText('no');
  expect((await probe()).shown).toEqual(['yes', 'no']);
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.clock.runFor(16);
  await expect(page.getByTestId('breakpoint')).toHaveText('medium');
});
