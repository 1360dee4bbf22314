import { describe, expect, it } from 'vitest';
import { paintBeforeHydration } from '../../src/hosting/paint-first.mjs';
import { deferredScriptSources, firstLoadScriptSources } from './first-load-scripts';

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async=""></script>`;
const page = (head: string, body: string) => `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;

describe('deferredScriptSources', () => {
  it('reads back what the loader adds, and nothing from a page without one', () => {
    const out = paintBeforeHydration(page(`${chunk('a1')}${chunk('b2')}`, '<p>x</p>')).html;
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
    ).html;
    expect(firstLoadScriptSources(out)).toEqual(['/boot.js', '/_next/static/chunks/a1.js']);
  });
});
