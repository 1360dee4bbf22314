import { describe, expect, it } from 'vitest';
import { translatorFor } from '@/i18n/catalogues';
import { MdxToMarkdownError, mdxToMarkdown } from './mdx-to-markdown';

const t = translatorFor('en');
const md = (source: string) => mdxToMarkdown(source, { t, file: 'page.mdx' });

describe('MDX as Markdown', () => {
  it('turns a parameter list into a table with each description whole on one line', () => {
    const out = md(`<Params title="Query parameters">
  <Param name="ids" type="string" required>Node ids, separated by commas.</Param>
  <Param name="format" type="string">\`png\` (default), \`jpg\`, \`svg\` or \`pdf\`.</Param>
</Params>
`);
    expect(out).toBe(`**Query parameters**

| Name             | Type     | Description                             |
| ---------------- | -------- | --------------------------------------- |
| \`ids\` (required) | \`string\` | Node ids, separated by commas.          |
| \`format\`         | \`string\` | \`png\` (default), \`jpg\`, \`svg\` or \`pdf\`. |
`);
  });

  it('falls back to a list when a description holds more than text, keeping all of it', () => {
    const out = md(`<Params>
  <Param name="mode" type="string">
    One of:

    - \`light\`
    - \`dark\`
  </Param>
</Params>
`);
    expect(out).toBe('**Parameters**\n\n- `mode`, `string`\n\n  One of:\n  - `light`\n  - `dark`\n');
  });

  it('turns a callout into a blockquote led by its label and title, in the page language', () => {
    expect(md('<Callout type="warning" title="Store the secret now">\n  It is shown **once**.\n</Callout>\n')).toBe(
      '> **Warning: Store the secret now**\n>\n> It is shown **once**.\n',
    );
    expect(md('<Callout>Plain.</Callout>\n')).toBe('> **Note**\n>\n> Plain.\n');
    expect(mdxToMarkdown('<Callout type="tip">Hi.</Callout>\n', { t: translatorFor('de') })).toMatch(/^> \*\*Tipp\*\*/);
    // An unknown type reads as a note rather than failing the page.
    expect(md('<Callout type="bogus">x</Callout>\n')).toMatch(/^> \*\*Note\*\*/);
  });

  it('turns cards into a list of links with their text, and steps into a numbered list', () => {
    expect(
      md(
        '<Cards>\n  <Card title="Quick start" href="/docs/quick-start">Your first call.</Card>\n  <Card title="Errors" href="/docs/errors" />\n</Cards>\n',
      ),
    ).toBe('- [Quick start](/docs/quick-start): Your first call.\n- [Errors](/docs/errors)\n');
    expect(
      md('<Steps>\n  <Step title="Install">\n    Run `npm i`.\n  </Step>\n  <Step title="Run">\n    Done.\n  </Step>\n</Steps>\n'),
    ).toBe('1. **Install**\n\n   Run `npm i`.\n\n2. **Run**\n\n   Done.\n');
  });

  it('gives every tab as a labelled sub-section, and labels code tabs', () => {
    expect(md('<Tabs>\n  <Tab value="curl">\n    One.\n  </Tab>\n  <Tab value="Python">\n    Two.\n  </Tab>\n</Tabs>\n')).toBe(
      '**curl**\n\nOne.\n\n**Python**\n\nTwo.\n',
    );
    expect(md('```ts title="a.ts" tab="TypeScript"\nlet a;\n```\n\n```python tab="Python"\na = 1\n```\n')).toBe(
      '**TypeScript**\n\n```ts title="a.ts"\nlet a;\n```\n\n**Python**\n\n```python\na = 1\n```\n',
    );
  });

  it('writes endpoints and method badges as code, inline ones inside their line', () => {
    expect(md('<Endpoint method="get" path="/v1/me" />\n')).toBe('`GET /v1/me`\n');
    expect(md('Send a <MethodBadge method="post" /> request.\n')).toBe('Send a `POST` request.\n');
  });

  it('drops frontmatter, imports, comments and explicit heading ids; keeps code as written', () => {
    const out = md(
      '---\ntitle: X\n---\nimport { A } from "a";\n\n## Verify a delivery [#verify-in-code]\n\n{/* a note to authors */}\n\n```tsx\n<Callout>not a component here</Callout>\n```\n',
    );
    expect(out).toBe('## Verify a delivery\n\n```tsx\n<Callout>not a component here</Callout>\n```\n');
  });

  it('keeps the content of a component with no Markdown form', () => {
    expect(md('<Unknown>\n  Still **here**.\n</Unknown>\n')).toBe('Still **here**.\n');
  });

  it('says which file cannot be read when the MDX is broken', () => {
    expect(() => md('<Callout>\n  never closed\n')).toThrow(MdxToMarkdownError);
    expect(() => md('<Callout>\n  never closed\n')).toThrow(/^page\.mdx: cannot turn this MDX into Markdown: /);
  });
});

describe('images in Markdown', () => {
  it('points images at the URL the build publishes them under', () => {
    const out = mdxToMarkdown('![The model](./images/model.svg)\n\n![Remote](https://cdn.example/a.png)\n', {
      t,
      mediaUrl: (url) => (url.startsWith('./') ? `/content-media/${url.slice(9)}` : url),
    });
    expect(out).toBe('![The model](/content-media/model.svg)\n\n![Remote](https://cdn.example/a.png)\n');
  });
});
