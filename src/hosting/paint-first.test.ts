import { describe, expect, it } from 'vitest';
import {
  deferredScriptSources,
  firstLoadScriptSources,
  hydrationLoader,
  paintBeforeHydration,
  paintFirstRecognises,
} from './paint-first.mjs';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('paintBeforeHydration', () => {
  it('moves every Next chunk from the head into one loader at the end of the body, in order', () => {
    const html = page(
      `<meta charset="utf-8"/>${chunk('a1')}<link rel="stylesheet" href="/x.css"/>${chunk('turbopack-b2')}`,
      '<main>Text</main>',
    );
    const out = paintBeforeHydration(html);
    expect(out).not.toContain('async=""');
    expect(out).toContain('<link rel="stylesheet" href="/x.css"/>');
    expect(
      out.endsWith(
        `<main>Text</main>${hydrationLoader(['/_next/static/chunks/a1.js', '/_next/static/chunks/turbopack-b2.js'])}</body></html>`,
      ),
    ).toBe(true);
  });

  it('leaves other scripts where they are: inline boot scripts, the noModule polyfill, other origins or folders', () => {
    const others =
      '<script>document.documentElement.dataset.theme="dark"</script>' +
      '<script src="/_next/static/chunks/poly.js" noModule=""></script>' +
      '<script src="https://cdn.example/_next/static/chunks/a.js" async=""></script>' +
      '<script src="/analytics/tracker.js" async=""></script>';
    const html = page(`${others}${chunk('a1')}`, '<p>x</p>');
    const out = paintBeforeHydration(html);
    expect(out).toContain(others);
    expect(out).toContain(hydrationLoader(['/_next/static/chunks/a1.js']));
  });

  it("drops Next's preload of a chunk it defers, and keeps a preload of anything else", () => {
    const preload = (name: string) => `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${name}.js"/>`;
    const out = paintBeforeHydration(page(`${preload('a1')}${preload('other')}${chunk('a1')}`, '<p>x</p>'));
    expect(out).not.toContain(preload('a1'));
    expect(out).toContain(preload('other'));
    expect(out).toContain(hydrationLoader(['/_next/static/chunks/a1.js']));
  });

  it('returns a page without chunks, or without a body end, unchanged', () => {
    const plain = page('<title>t</title>', '<p>x</p>');
    expect(paintBeforeHydration(plain)).toBe(plain);
    const cut = `<html><head>${chunk('a1')}</head><body><p>x`;
    expect(paintBeforeHydration(cut)).toBe(cut);
  });

  it('ends the body at its last </body>, not at a mention inside the page', () => {
    const html = page(chunk('a1'), '<pre>&lt;/body&gt; and </body> in a comment?</pre><!-- --><p>end</p>');
    const out = paintBeforeHydration(html);
    expect(out.indexOf(hydrationLoader(['/_next/static/chunks/a1.js']))).toBeGreaterThan(out.indexOf('<p>end</p>'));
  });
});

describe('deferredScriptSources', () => {
  it('reads back what the loader adds, and nothing from a page without one', () => {
    const out = paintBeforeHydration(page(`${chunk('a1')}${chunk('b2')}`, '<p>x</p>'));
    expect(deferredScriptSources(out)).toEqual(['/_next/static/chunks/a1.js', '/_next/static/chunks/b2.js']);
    expect(deferredScriptSources(page('', '<script>var s=["/x.js"]</script>'))).toEqual([]);
  });
});

describe('firstLoadScriptSources', () => {
  it("lists the page's script tags and the loader's chunks once each, without noModule scripts", () => {
    const out = paintBeforeHydration(
      page(
        `${chunk('a1')}<script src="/boot.js"></script><script src="/poly.js" noModule=""></script>`,
        '<script src="/boot.js"></script>',
      ),
    );
    expect(firstLoadScriptSources(out)).toEqual(['/boot.js', '/_next/static/chunks/a1.js']);
  });
});

describe('paintFirstRecognises (the build self-check)', () => {
  it("recognises Next's chunk tags, and a page without chunks", () => {
    expect(paintFirstRecognises('<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body></body></html>')).toBe(
      true,
    );
    expect(paintFirstRecognises('<html><head></head><body>static</body></html>')).toBe(true);
  });

  it('fails when Next writes its chunk scripts in a shape the rewrite does not know', () => {
    expect(paintFirstRecognises('<html><head><script src="/_next/static/chunks/a.js" defer></script></head><body></body></html>')).toBe(
      false,
    );
    expect(
      paintFirstRecognises(
        '<html><head><script type="module" src="/_next/static/chunks/a.js" async=""></script></head><body></body></html>',
      ),
    ).toBe(false);
  });
});
