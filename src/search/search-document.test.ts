import { describe, expect, it } from 'vitest';
import { translatorFor } from '@/i18n/catalogues';
import { mdxToMarkdownTree } from '@/mdx/mdx-to-markdown';
import { searchDocument } from './search-document';
import { pageTextOf } from './search-page-text.build';

const t = translatorFor('en');
const documentOf = (source: string, facts: { title?: string; description?: string; keywords?: string[]; section?: string } = {}) =>
  searchDocument({
    title: 'Webhooks',
    section: 'Guides',
    ...facts,
    content: mdxToMarkdownTree(source, { t, file: 'page.mdx', headingIds: true }),
  });

describe('a docs page as search reads it', () => {
  it('marks the body, the section and the title as the rendered article does', () => {
    const html = documentOf('Hello.\n', { description: 'Get a request when things change.' });
    expect(html).toContain(
      '<article data-search-body><span hidden data-search-section>Guides</span><h1>Webhooks</h1><p>Get a request when things change.</p><p>Hello.</p>',
    );
    expect(html).toMatch(/^<!doctype html><html lang="en">/);
  });

  it("carries the page's keywords for the index, never in its text", () => {
    const page = pageTextOf('/docs/webhooks', documentOf('Hello.\n', { keywords: ['callback URL', 'event notifications'] }));
    expect(page?.keywords).toBe('callback URL, event notifications');
    expect(JSON.stringify(page?.sections)).not.toContain('callback');
    expect(pageTextOf('/docs/webhooks', documentOf('Hello.\n'))).not.toHaveProperty('keywords');
  });

  it('gives each heading the id the page renders, explicit ids included, so a hit links to its section', () => {
    const html = documentOf('## Verify signatures\n\n### Step 2: compare [#compare]\n\n## Verify signatures\n');
    expect(html).toContain('<h2 id="verify-signatures">Verify signatures</h2>');
    expect(html).toContain('<h3 id="compare">Step 2: compare</h3>');
    expect(html).toContain('<h2 id="verify-signatures-1">Verify signatures</h2>');
  });

  it('keeps the words components show, code as text, and drops imports and expressions', () => {
    const html = documentOf(`import { x } from 'y';

<Callout type="warning" title="Keep it secret">Never ship the token.</Callout>

<Steps>
  <Step title="Create a token">Open Settings.</Step>
</Steps>

\`\`\`ts
const retryAfter = 30;
\`\`\`

{1 + 1}
`);
    expect(html).toContain('Keep it secret');
    expect(html).toContain('Never ship the token.');
    expect(html).toContain('Create a token');
    expect(html).toContain('const retryAfter = 30;');
    expect(html).not.toContain('import');
    expect(html).not.toContain('1 + 1');
  });

  it('escapes what the frontmatter says', () => {
    const html = documentOf('Body.\n', { title: '<script>alert(1)</script>', section: 'A & B' });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#x3C;script>alert(1)&#x3C;/script>');
    expect(html).toContain('A &#x26; B');
  });
});
