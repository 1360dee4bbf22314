// The app shell of spec §1 and docs/contract.md 'App shell' / 'Layers': head, fonts, icons, layers.
import { expect, test } from '@playwright/test';
import { icoSizes, pngSize } from './support/images';
import { servedDocument } from './support/served-html';

test('viewport is fixed to device width with no zoom', async ({ request }) => {
  const content = (await servedDocument(request, '/docs')).querySelector('meta[name="viewport"]')?.getAttribute('content');
  const parts = Object.fromEntries((content ?? '').split(',').map((part) => part.trim().split('=')));
  expect(parts).toMatchObject({ width: 'device-width', 'initial-scale': '1', 'maximum-scale': '1', 'user-scalable': 'no' });
});

test('the three text subsets are preloaded, each an @font-face with its unicode-range', async ({ page }) => {
  await page.goto('/docs');
  const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) =>
    links.map((link) => ({
      href: new URL(link.getAttribute('href') ?? '', location.href).pathname,
      type: link.getAttribute('type'),
      crossorigin: link.hasAttribute('crossorigin'),
    })),
  );
  expect(preloads).toHaveLength(3);
  for (const preload of preloads) expect(preload).toMatchObject({ type: 'font/woff2', crossorigin: true });

  // Which face covers a sample character of each subset: Latin 'A', Latin Extended 'Ł', Greek 'α'.
  const faces = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) =>
      [...sheet.cssRules]
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule)
        .map((rule) => ({
          family: rule.style.getPropertyValue('font-family').replaceAll(/['"]/g, ''),
          src: rule.style.getPropertyValue('src'),
          display: rule.style.getPropertyValue('font-display'),
          range: rule.style.getPropertyValue('unicode-range'),
        })),
    ),
  );
  const covers = (range: string, codepoint: number) =>
    range.split(',').some((part) => {
      const [first, last] = part.trim().replace(/^U\+/i, '').split('-');
      const start = Number.parseInt(first ?? '', 16);
      return codepoint >= start && codepoint <= (last ? Number.parseInt(last, 16) : start);
    });
  const samples = { 'tessera-sans-latin.': 0x41, 'tessera-sans-latin-ext.': 0x141, 'tessera-sans-scientific.': 0x3b1 };
  for (const [file, codepoint] of Object.entries(samples)) {
    const preload = preloads.find((entry) => entry.href.includes(file));
    expect(preload, `preload for ${file}`).toBeDefined();
    const face = faces.find((entry) => entry.src.includes(preload?.href ?? '?'));
    expect(face, `@font-face for ${file}`).toMatchObject({ family: 'Tessera Sans', display: 'optional' });
    expect(covers(face?.range ?? '', codepoint), `${file} covers U+${codepoint.toString(16)}`).toBe(true);
    expect(covers(face?.range ?? '', 0x2603), `${file} leaves out ☃`).toBe(false);
  }
  // A metric-matched local fallback sits behind the web font.
  expect(faces.find((face) => face.family === 'Tessera Sans Fallback')?.src).toContain('local(');
  const bodyFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(bodyFont).toMatch(/^["']?Tessera Sans["']?, ["']?Tessera Sans Fallback/);
});

test('the rarer Latin blocks are a face of their own, not preloaded, fetched only when text needs them', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/fonts/tessera-sans-latin-ext-additional.')) fetched.push(request.url());
  });
  await page.goto('/docs');
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('link[rel="preload"][href*="latin-ext-additional"]')).toHaveCount(0);
  expect(fetched).toEqual([]);
  // Vietnamese 'ế' (Latin Extended Additional) and IPA 'ə' are drawn in the site's font once used.
  const loaded = await page.evaluate(async () => {
    const faces = await document.fonts.load('16px "Tessera Sans"', 'ếə');
    return faces.map((face) => ({ family: face.family, status: face.status }));
  });
  expect(loaded).toEqual([{ family: 'Tessera Sans', status: 'loaded' }]);
  expect(fetched).toHaveLength(1);
});

test('the preloaded fonts load and render the page text', async ({ page, request }) => {
  await page.goto('/docs');
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Tessera Sans"', 'Tessera αβγ Łódź'))).toBe(true);
  const hrefs = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  for (const href of hrefs) {
    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect((await response.body()).subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(response.headers()['cache-control']).toContain('immutable');
  }
});

test('text is set in the site font at weights 400, 600 and 700, each drawn by the font, not faked', async ({ page }) => {
  await page.goto('/docs');
  await page.evaluate(() => document.fonts.ready);
  // The kit's weights, where the page uses them: body text, the header's links, the title.
  expect(
    await page
      .locator('main p')
      .first()
      .evaluate((node) => getComputedStyle(node).fontWeight),
  ).toBe('400');
  expect(
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link')
      .first()
      .evaluate((node) => getComputedStyle(node).fontWeight),
  ).toBe('600');
  expect(await page.getByRole('heading', { level: 1 }).evaluate((node) => getComputedStyle(node).fontWeight)).toBe('700');
  // A real weight axis sets each weight wider than the one below; a browser's faked bold keeps the widths.
  const widths = await page.evaluate(async () => {
    const probe = document.createElement('span');
    probe.textContent = 'Tessera Developers';
    probe.style.cssText = 'position:absolute;white-space:nowrap;font:32px "Tessera Sans"';
    document.body.append(probe);
    const measured: number[] = [];
    for (const weight of [400, 600, 700]) {
      await document.fonts.load(`${weight} 32px "Tessera Sans"`, probe.textContent ?? '');
      probe.style.fontWeight = String(weight);
      measured.push(probe.getBoundingClientRect().width);
    }
    probe.remove();
    return measured;
  });
  const [regular = 0, semibold = 0, bold = 0] = widths;
  expect(regular).toBeLessThan(semibold);
  expect(semibold).toBeLessThan(bold);
});

test('apple touch icons at 120, 152, 167 and 180 px and a shortcut icon answer with images of their size', async ({ page, request }) => {
  await page.goto('/');
  const apple = await page
    .locator('link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href') ?? '', sizes: link.getAttribute('sizes') ?? '' })));
  expect(apple.map((icon) => icon.sizes).sort()).toEqual(['120x120', '152x152', '167x167', '180x180']);
  for (const icon of apple) {
    const response = await request.get(icon.href);
    expect(response.status(), icon.href).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const { width, height } = pngSize(await response.body());
    expect(`${width}x${height}`).toBe(icon.sizes);
  }

  const shortcut = page.locator('link[rel="shortcut icon"]');
  await expect(shortcut).toHaveCount(1);
  const response = await request.get((await shortcut.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  const sizes = icoSizes(await response.body()).map(({ width, height }) => `${width}x${height}`);
  expect(sizes.join(' ')).toBe(await shortcut.getAttribute('sizes'));
});

test('the layer stack is exposed as custom properties in the spec order', async ({ page }) => {
  await page.goto('/');
  const layers = await page.evaluate(() => {
    const style = getComputedStyle(document.documentElement);
    const names = ['content', 'pins', 'lightboxes', 'modals', 'compliance-notices', 'toasts', 'tooltips'];
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(`--layer-${name}`).trim()]));
  });
  expect(layers).toEqual({
    content: '0',
    pins: '1',
    lightboxes: '2',
    modals: '3',
    'compliance-notices': '4',
    toasts: '5',
    tooltips: '6',
  });
  // The sticky header takes its z-index from the stack.
  expect(
    await page
      .locator('header')
      .first()
      .evaluate((header) => getComputedStyle(header).zIndex),
  ).toBe(layers.pins);
});

test('page-level layouts follow the route: portal, docs with sidebar and contents, full-width reference', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Build on Tessera' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Docs' })).toHaveCount(0);

  await page.goto('/docs/authentication');
  const sidebar = page.getByRole('navigation', { name: 'Docs' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Authentication' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();

  await page.goto('/docs/reference');
  await expect(page.getByRole('heading', { level: 1, name: 'REST API reference' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Docs' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0);
});

test('on a phone, the logo link home keeps its name', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/docs/authentication');
  const home = page.getByRole('banner').getByRole('link', { name: 'Tessera Developers', exact: true });
  await expect(home).toBeVisible();
  await expect(home).toHaveAttribute('href', '/');
});
