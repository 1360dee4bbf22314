import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, editUrl, jsonLdScript } from './seo';

describe('breadcrumbJsonLd', () => {
  it('lists Docs, the sections and the page, with absolute URLs where they exist', () => {
    const list = breadcrumbJsonLd(
      [{ label: 'Webhooks', url: null }],
      { title: 'Signatures', url: '/docs/webhooks/signatures' },
      'https://d.t',
    );
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Docs', item: 'https://d.t/docs' },
      { '@type': 'ListItem', position: 2, name: 'Webhooks' },
      { '@type': 'ListItem', position: 3, name: 'Signatures', item: 'https://d.t/docs/webhooks/signatures' },
    ]);
  });

  it('does not repeat the docs root for the overview page', () => {
    const list = breadcrumbJsonLd([], { title: 'Overview', url: '/docs' }, 'https://d.t');
    expect(list.itemListElement.map((item) => item.name)).toEqual(['Docs']);
  });
});

describe('jsonLdScript', () => {
  it('cannot be closed by text in a title', () => {
    const text = jsonLdScript({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('editUrl', () => {
  it('joins the configured prefix and the content path', () => {
    expect(editUrl('content/docs/errors.mdx', 'https://github.com/tessera/developers/edit/main')).toBe(
      'https://github.com/tessera/developers/edit/main/content/docs/errors.mdx',
    );
  });

  it('is null when unset or not http(s)', () => {
    expect(editUrl('content/docs/errors.mdx', undefined)).toBeNull();
    expect(editUrl('content/docs/errors.mdx', 'javascript:alert(1)//')).toBeNull();
    expect(editUrl('content/docs/errors.mdx', 'not a url')).toBeNull();
  });
});
