import { describe, expect, it } from 'vitest';
import { pageTextOf } from './search-page-text.build';

describe("a page's text for search", () => {
  it('reads only the marked body, split at headings with ids, code apart from prose', () => {
    const html = `<!doctype html><html><head><title>Webhooks · Tessera</title><script>var words = 1;</script></head><body>
      <nav>Menu words</nav>
      <article data-search-body>
        <span hidden data-search-section>Guides</span>
        <h1>Webhooks</h1><p>Get a request when things change.</p>
        <h2 id="verify">Verify signatures</h2>
        <p>Compare the <code>X-Signature</code> header.</p><pre>const a = 1;<br>const b = 2;</pre>
        <h3>No id here</h3><p>Still the same section.</p>
      </article></body></html>`;
    expect(pageTextOf('/docs/webhooks', html)).toEqual({
      url: '/docs/webhooks',
      title: 'Webhooks',
      section: 'Guides',
      sections: [
        { anchor: null, heading: 'Webhooks', text: 'Webhooks\nGet a request when things change.', code: '' },
        {
          anchor: 'verify',
          heading: 'Verify signatures',
          text: 'Compare the X-Signature header.\nNo id here\nStill the same section.',
          code: 'const a = 1;\nconst b = 2;',
        },
      ],
    });
  });

  it('takes the title from the document when the body has no h1, and decodes entities', () => {
    const page = pageTextOf(
      '/docs/changelog',
      '<html><head><title>Changelog</title></head><body><h1>Changelog</h1><ol data-search-body><li>Fixed &lt;Tabs&gt; &amp; more</li></ol></body></html>',
    );
    expect(page?.title).toBe('Changelog');
    expect(page?.sections[0]?.text).toBe('Fixed <Tabs> & more');
    expect(pageTextOf('/docs/x', '<html><head><title>X</title></head><body><main data-search-body>Text</main></body></html>')?.title).toBe(
      'X',
    );
  });

  it('is null for a page that marks nothing for search, and survives broken markup', () => {
    expect(pageTextOf('/', '<html><body><h1>Home</h1></body></html>')).toBeNull();
    expect(pageTextOf('/docs/x', '<article data-search-body><h1>X<p>open <b>tags')?.sections[0]?.text).toBe('X\nopen tags');
  });
});
