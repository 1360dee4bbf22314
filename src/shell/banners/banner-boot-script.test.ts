import { describe, expect, it } from 'vitest';
import { bannerBootScript, DISMISSED_ATTRIBUTE, dismissedBannerRule, markDismissedBeforePaint } from './banner-boot-script';
import { DISMISSED_BANNERS_STORAGE_KEY } from './banner-model';

function fakeDocument() {
  const attributes = new Map<string, string>();
  return {
    attributes,
    doc: { documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } } as unknown as Document,
  };
}
const storageWith = (raw: string | null) => ({ getItem: (key: string) => (key === DISMISSED_BANNERS_STORAGE_KEY ? raw : null) });

describe('markDismissedBeforePaint', () => {
  it('marks the stored ids', () => {
    const { attributes, doc } = fakeDocument();
    markDismissedBeforePaint(
      doc,
      storageWith('["announcement-a","not-translated:fr"]'),
      DISMISSED_BANNERS_STORAGE_KEY,
      DISMISSED_ATTRIBUTE,
    );
    expect(attributes.get(DISMISSED_ATTRIBUTE)).toBe('announcement-a not-translated:fr');
  });

  it('marks nothing for no ids, junk, or ids that could break out of the attribute', () => {
    for (const raw of [null, '', '[]', '{"a":1}', '[1,null]', '["a b"]', '["x\\"]"]', 'x'.repeat(20000)]) {
      const { attributes, doc } = fakeDocument();
      try {
        markDismissedBeforePaint(doc, storageWith(raw), DISMISSED_BANNERS_STORAGE_KEY, DISMISSED_ATTRIBUTE);
      } catch {
        // unparsable: the inline script's try/catch leaves the page as is
      }
      expect(attributes.has(DISMISSED_ATTRIBUTE), String(raw)).toBe(false);
    }
  });

  it('runs as the inline script it is shipped as, and swallows its failures', () => {
    const { attributes, doc } = fakeDocument();
    const run = new Function('document', 'localStorage', bannerBootScript());
    run(doc, storageWith('["announcement-a"]'));
    expect(attributes.get(DISMISSED_ATTRIBUTE)).toBe('announcement-a');
    expect(() => run(doc, { getItem: () => '{' })).not.toThrow();
    expect(() =>
      run(doc, {
        getItem: () => {
          throw new Error('SecurityError');
        },
      }),
    ).not.toThrow();
  });
});

describe('dismissedBannerRule', () => {
  it('hides the banner whose id is marked, and writes no rule for an id it would not mark', () => {
    expect(dismissedBannerRule('announcement-a')).toBe(
      `html[${DISMISSED_ATTRIBUTE}~="announcement-a"] [data-banner-id="announcement-a"]{display:none}`,
    );
    expect(dismissedBannerRule('a"]{}*{x')).toBe('');
  });
});
