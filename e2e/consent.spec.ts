// Cookie consent (spec §2–5, §8, docs/contract.md 'Consent'): the banner, the settings dialog, the cookie,
// and the storage that depends on it.
import { expect, type Page, test } from '@playwright/test';
import { waitForHydration } from './support/hydration';
import {
  acceptAllFromBanner,
  addConsentCookie,
  BANNER_TITLE,
  CONSENT_FLAGS,
  consentBanner,
  consentCookie,
  cookieSettings,
  expectConsentFlags,
  encodedFlags,
  flags,
  openCookieSettings,
} from './support/consent';

const ANNOUNCEMENT = /Writing variables through the REST API is now generally available/;
const DAY_SECONDS = 86_400;

test.describe('the banner', () => {
  test('asks on a first visit: a landmark named by its title, the spec body, two buttons', async ({ page }) => {
    await page.goto('/docs');
    const banner = consentBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('heading', { name: BANNER_TITLE })).toBeVisible();
    await expect(banner).toHaveAccessibleDescription(
      "By clicking 'Accept all', you agree to the storing of cookies on your device to improve performance, analyze usage and personalize your experience.",
    );
    await expect(banner.getByRole('button')).toHaveText(['Accept all', 'Only essential']);
  });

  test('slides in from the bottom over 0.25 s at the compliance-notices layer, and hides no content', async ({ page }) => {
    await page.goto('/docs/authentication');
    const banner = consentBanner(page);
    const style = await banner.evaluate((node) => {
      const computed = getComputedStyle(node);
      return {
        zIndex: computed.zIndex,
        layer: getComputedStyle(document.documentElement).getPropertyValue('--layer-compliance-notices').trim(),
        transitionProperty: computed.transitionProperty,
        transitionDuration: computed.transitionDuration,
      };
    });
    expect(style).toEqual({ zIndex: '4', layer: '4', transitionProperty: 'transform', transitionDuration: '0.25s' });

    const viewport = page.viewportSize();
    // It slides in once the page is interactive: its resting place is flush with the bottom edge.
    await waitForHydration(page);
    await expect
      .poll(async () => {
        const box = await banner.boundingBox();
        return Math.round((box?.y ?? 0) + (box?.height ?? 0));
      })
      .toBe(viewport?.height);
    // At the end of the page the footer is fully above the banner: nothing is out of reach behind it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByRole('contentinfo').boundingBox();
    const bannerAtEnd = await banner.boundingBox();
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual((bannerAtEnd?.y ?? 0) + 1);
  });

  test('lengthens no page while it slides in: a short page shows no scrollbar, a phone page keeps its end', async ({ browser }) => {
    for (const [path, title, options] of [
      ['/does-not-exist', BANNER_TITLE, { viewport: { width: 1280, height: 720 } }],
      ['/ar', 'نحن نهتم بخصوصيتك', { viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true }],
    ] as const) {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      // The page's length in every frame from the first, until the banner is at rest.
      await page.addInitScript(() => {
        const lengths: number[] = [];
        (window as unknown as { lengths: number[] }).lengths = lengths;
        const sample = () => {
          lengths.push(document.documentElement.scrollHeight);
          requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await page.goto(path);
      const banner = page.getByRole('region', { name: title });
      await expect(banner).toBeVisible();
      await expect.poll(() => banner.evaluate((node) => getComputedStyle(node).transform)).toBe('none');
      const lengths = await page.evaluate(() => (window as unknown as { lengths: number[] }).lengths);
      expect(Math.max(...lengths), `${path}: the page's length while the banner slides in`).toBe(lengths.at(-1));
      await context.close();
    }
  });

  test('causes no layout shift while the page loads', async ({ page }) => {
    await page.goto('/docs/authentication');
    await expect(consentBanner(page)).toBeVisible();
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shift).toBe(0);
  });

  test('with reduced motion it appears without sliding', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(consentBanner(page)).toBeVisible();
    expect(await consentBanner(page).evaluate((node) => getComputedStyle(node).transitionProperty)).toBe('none');
  });

  test('is keyboard operable and traps no focus', async ({ page }) => {
    await page.goto('/');
    const banner = consentBanner(page);
    // From the top of the page, Shift+Tab wraps to the last stop: the banner's buttons, in order.
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('button', { name: 'Only essential' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(banner.getByRole('button', { name: 'Accept all' })).toBeFocused();
    // Focus moves on out of the banner, to the footer before it.
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(banner.getByRole('button', { name: 'Only essential' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expectConsentFlags(page, flags(false, { necessary: true }));
  });

  test('shows on every page until necessary consent is given, then not even after a reload', async ({ page }) => {
    await page.goto('/');
    await expect(consentBanner(page)).toBeVisible();
    await page.getByRole('link', { name: 'Read the overview' }).click();
    await expect(page).toHaveURL(/\/docs$/);
    await expect(consentBanner(page)).toBeVisible();
    await page.reload();
    await expect(consentBanner(page)).toBeVisible();

    await consentBanner(page).getByRole('button', { name: 'Only essential' }).click();
    await expect(consentBanner(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Authentication' }).first().click();
    await expect(page).toHaveURL(/\/docs\/authentication$/);
    await expect(consentBanner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(consentBanner(page)).toHaveCount(0);
    await page.goto('/docs/reference');
    await expect(consentBanner(page)).toHaveCount(0);
  });
});

test.describe('no flash for visitors who already chose', () => {
  /** Records, on every animation frame from the first one, whether the banner was visible. */
  async function recordBannerFrames(page: Page) {
    await page.addInitScript((title) => {
      const probe = window as unknown as { bannerSeenInFrames: number };
      probe.bannerSeenInFrames = 0;
      const frame = () => {
        const banner = [...document.querySelectorAll('section')].find((node) => node.textContent?.includes(title));
        if (banner?.checkVisibility()) probe.bannerSeenInFrames++;
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    }, BANNER_TITLE);
    return async () => {
      await page.waitForLoadState('networkidle');
      return page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() => resolve((window as unknown as { bannerSeenInFrames: number }).bannerSeenInFrames)),
          ),
      );
    };
  }

  for (const [choice, value] of [
    ['accepted all', flags(true)],
    ['chose only essential', flags(false, { necessary: true })],
    ['saved their own choice', flags(false, { necessary: true, preferences: true })],
  ] as const) {
    test(`a visitor who ${choice} never sees the banner, in any frame`, async ({ page, baseURL }) => {
      await addConsentCookie(page, baseURL, encodedFlags(value));
      const framesWithBanner = await recordBannerFrames(page);
      await page.goto('/docs');
      expect(await framesWithBanner()).toBe(0);
      await expect(consentBanner(page)).toHaveCount(0);
    });
  }

  test('the control: a first visit sees it from the first frames', async ({ page }) => {
    const framesWithBanner = await recordBannerFrames(page);
    await page.goto('/docs');
    expect(await framesWithBanner()).toBeGreaterThan(0);
  });

  test('before any app script runs, the boot script alone keeps it hidden', async ({ page, baseURL }) => {
    // Without the app's JavaScript, React never hydrates: only the inline boot script and CSS act.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.goto('/docs');
    await expect(consentBanner(page)).toBeVisible();

    await addConsentCookie(page, baseURL, encodedFlags(flags(false, { necessary: true })));
    await page.reload();
    await expect(page.locator('section', { hasText: BANNER_TITLE })).toHaveCount(1);
    await expect(page.locator('section', { hasText: BANNER_TITLE })).toBeHidden();
  });
});

// Every kind of bad value is read as no consent by the codec and the boot script alike (consent-cookie.test.ts,
// consent-boot-script.test.ts); here, one of each way the reading fails (decoding, parsing, shape, length)
// shows the page copes: the banner, no error, and a new choice that replaces the bad one.
test.describe('a cookie that is not a valid choice counts as no consent', () => {
  const tampered = {
    'bad percent-encoding': '%E0%A4%A',
    'cut-off JSON': encodeURIComponent('{"necessary":true,"preferences":true'),
    'a string flag': encodedFlags(flags(true, { necessary: 'true' as unknown as boolean })),
    'an oversized value': encodedFlags({ ...flags(true), padding: 'x'.repeat(600) }),
  };
  for (const [name, value] of Object.entries(tampered)) {
    test(`${name}: banner shown, no crash, a new choice replaces it`, async ({ page, baseURL }) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await addConsentCookie(page, baseURL, value);
      await page.goto('/');
      await expect(consentBanner(page)).toBeVisible();
      await consentBanner(page).getByRole('button', { name: 'Only essential' }).click();
      await expect(consentBanner(page)).toHaveCount(0);
      await expectConsentFlags(page, flags(false, { necessary: true }));
      expect(errors).toEqual([]);
    });
  }
});

test.describe('cookie settings', () => {
  test('the footer opens a modal dialog with a described switch per category; necessary is on and fixed', async ({ page }) => {
    await page.goto('/');
    const dialog = await openCookieSettings(page);
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((node) => (node as HTMLDialogElement).matches(':modal'))).toBe(true);
    expect(await dialog.evaluate((node) => getComputedStyle(node).zIndex)).toBe('3');

    const switches = dialog.getByRole('switch');
    await expect(switches).toHaveCount(8);
    const labels = ['Necessary', 'Preferences', 'Marketing', 'Statistics', 'Session', 'Duration', 'First-party', 'Third-party'];
    for (const label of labels) {
      await expect(dialog.getByRole('switch', { name: label, exact: true })).toHaveAccessibleDescription(/\w{3,}/);
    }
    const necessary = dialog.getByRole('switch', { name: 'Necessary' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(dialog.getByRole('button')).toHaveText(['Accept all', 'Decline all', 'Save']);

    // Each other switch turns on and off.
    for (const label of labels.slice(1)) {
      const toggle = dialog.getByRole('switch', { name: label, exact: true });
      await expect(toggle).not.toBeChecked();
      await toggle.click();
      await expect(toggle).toBeChecked();
      await toggle.click();
      await expect(toggle).not.toBeChecked();
    }
  });

  test('Save writes the switches to the cookie; Escape closes without saving', async ({ page }) => {
    await page.goto('/');
    let dialog = await openCookieSettings(page);
    await dialog.getByRole('switch', { name: 'Preferences' }).click();
    await dialog.getByRole('switch', { name: 'Third-party' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(cookieSettings(page)).toHaveCount(0);
    await expectConsentFlags(page, flags(false, { necessary: true, preferences: true, thirdParty: true }));
    // Saving gave necessary consent: the banner is answered too.
    await expect(consentBanner(page)).toHaveCount(0);

    dialog = await openCookieSettings(page);
    await expect(dialog.getByRole('switch', { name: 'Preferences' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Third-party' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Marketing' })).not.toBeChecked();
    await dialog.getByRole('switch', { name: 'Statistics' }).focus();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('switch', { name: 'Statistics' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(cookieSettings(page)).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' })).toBeFocused();
    await expectConsentFlags(page, flags(false, { necessary: true, preferences: true, thirdParty: true }));
  });

  test('is a footer link, and a URL ending in #cookie-settings opens the dialog', async ({ page }) => {
    await page.goto('/docs/errors#cookie-settings');
    await expect(cookieSettings(page)).toBeVisible();
    await expect(page).toHaveURL(/\/docs\/errors$/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Cookie settings' })).toHaveAttribute('href', '#cookie-settings');
  });

  test('Decline all keeps only necessary; Accept all turns everything on', async ({ page }) => {
    await page.goto('/');
    await acceptAllFromBanner(page);
    await (await openCookieSettings(page)).getByRole('button', { name: 'Decline all' }).click();
    await expectConsentFlags(page, flags(false, { necessary: true }));
    await page.reload();
    await expect(consentBanner(page)).toHaveCount(0);
    const dialog = await openCookieSettings(page);
    for (const flag of ['Preferences', 'Third-party']) await expect(dialog.getByRole('switch', { name: flag })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Accept all' }).click();
    await expectConsentFlags(page, flags(true));
  });
});

test('the consent_state cookie: URI-encoded JSON of exactly the eight booleans, Path=/, SameSite=Lax, 365 days', async ({ page }) => {
  await page.goto('/');
  expect(await consentCookie(page)).toBeUndefined();
  await acceptAllFromBanner(page);
  await expectConsentFlags(page, flags(true));
  const cookie = await consentCookie(page);
  expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', httpOnly: false, secure: false });
  expect(Object.keys(cookie?.flags ?? {}).sort()).toEqual([...CONSENT_FLAGS].sort());
  expect(Object.values(cookie?.flags ?? {}).every((flag) => flag === true)).toBe(true);
  expect(cookie?.value).toBe(encodeURIComponent(JSON.stringify(cookie?.flags)));
  const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
  expect(Math.abs(lifetime - 365 * DAY_SECONDS)).toBeLessThan(DAY_SECONDS);
});

test.describe('dismissed banners persist only with preference consent', () => {
  const announcement = (page: Page) => page.getByText(ANNOUNCEMENT);

  test('with it, a dismissal is remembered; withdrawing it forgets the dismissal', async ({ page }) => {
    await page.goto('/');
    await acceptAllFromBanner(page);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(announcement(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('dismissed-banners'))).toBe('["announcement-variables-write-ga"]');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Build on Tessera' })).toBeVisible();
    await expect(announcement(page)).toHaveCount(0);

    const dialog = await openCookieSettings(page);
    await dialog.getByRole('switch', { name: 'Preferences' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect(await page.evaluate(() => localStorage.getItem('dismissed-banners'))).toBeNull();
    await page.reload();
    await expect(announcement(page)).toBeVisible();
  });

  test('a remembered dismissal hides the banner before any app script runs, so nothing appears or moves', async ({ page }) => {
    await page.goto('/');
    await acceptAllFromBanner(page);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(announcement(page)).toHaveCount(0);
    // Without the app's JavaScript, React never hydrates: only the inline boot script and CSS act.
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.reload();
    const served = page.locator('[data-banner-id="announcement-variables-write-ga"]');
    await expect(served).toHaveCount(1);
    await expect(served).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-dismissed-banners', 'announcement-variables-write-ga');
  });

  test('with only essential, it stays in memory', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await consentBanner(page).getByRole('button', { name: 'Only essential' }).click();
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(announcement(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('dismissed-banners'))).toBeNull();
    await page.reload();
    await expect(announcement(page)).toBeVisible();
  });

  test('a dismissal stored without consent (e.g. before it expired) is removed', async ({ page }) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('dismissed-banners', '["announcement-variables-write-ga"]');
      }
    });
    await page.goto('/');
    await expect(announcement(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('dismissed-banners'))).toBeNull();
  });
});
