import { describe, expect, it } from 'vitest';
import { hydrationLoader, paintBeforeHydration as finish } from './paint-first.mjs';

const paintBeforeHydration = (html: string) => finish(html).html;

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

describe('the chunks a page loads at start-up, and the self-check', () => {
  it("names Next's chunks in order, and none on a page without them", () => {
    expect(finish(page(`${chunk('a1')}${chunk('b2')}`, '<p>x</p>')).chunks).toEqual([
      '/_next/static/chunks/a1.js',
      '/_next/static/chunks/b2.js',
    ]);
    expect(finish(page('<title>t</title>', '<p>static</p>')).chunks).toEqual([]);
  });

  it('throws when Next writes its chunk scripts in a shape the rewrite does not know, with or without a body end', () => {
    expect(() => finish('<html><head><script src="/_next/static/chunks/a.js" defer></script></head><body><p>x')).toThrow(
      /does not recognise/,
    );
    for (const tag of [
      '<script src="/_next/static/chunks/a.js" defer></script>',
      '<script type="module" src="/_next/static/chunks/a.js" async=""></script>',
    ]) {
      expect(() => finish(page(tag, '<p>x</p>'))).toThrow(/does not recognise/);
    }
  });
});
