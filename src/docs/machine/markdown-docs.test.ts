import { describe, expect, it } from 'vitest';
import { llmsFull, llmsIndex, type MarkdownPage, pageMarkdown, readLlmsIndex } from './markdown-docs';

const pages: MarkdownPage[] = [
  { url: '/docs', title: 'Overview', description: 'Start here.', section: 'Guides', body: 'Hello.\n' },
  { url: '/docs/reference/files', title: 'Files', section: 'API reference', body: '## Get a file\n' },
];
const site = { title: 'Tessera Developers', description: 'Build on Tessera.', origin: 'https://developers.tessera.design' };

describe('machine-readable docs', () => {
  it('renders a page with its title, summary and source', () => {
    expect(pageMarkdown(pages[0] as MarkdownPage, site.origin)).toBe(
      '# Overview\n\n> Start here.\n\nSource: https://developers.tessera.design/docs\n\nHello.\n',
    );
  });

  it('indexes pages by section with links to their Markdown', () => {
    const index = llmsIndex(pages, site);
    expect(index.startsWith('# Tessera Developers\n\n> Build on Tessera.\n')).toBe(true);
    expect(index).toContain('## Guides\n\n- [Overview](https://developers.tessera.design/docs.md): Start here.');
    expect(index).toContain('## API reference\n\n- [Files](https://developers.tessera.design/docs/reference/files.md)');
    expect(index).toContain('https://developers.tessera.design/llms-full.txt');
    expect(index).not.toContain('agent-skills');
    expect(llmsIndex(pages, { ...site, skillsIndex: '/.well-known/agent-skills/index.json' })).toContain(
      'https://developers.tessera.design/.well-known/agent-skills/index.json',
    );
  });

  it('puts every page in the full file', () => {
    const full = llmsFull(pages, site.origin);
    expect(full.split('\n---\n')).toHaveLength(2);
    expect(full).toContain('# Files');
  });

  it('reads its index back: every page with its section, title and summary, in order', () => {
    const tricky: MarkdownPage = {
      url: '/docs/a-b',
      title: 'Tabs [beta]: a (b)',
      description: 'See x: y.',
      section: 'API reference',
      body: '',
    };
    const listed = [...pages, tricky].map(({ body: _body, ...summary }) => summary);
    expect(readLlmsIndex(llmsIndex([...pages, tricky], site))).toEqual(listed);
    expect(readLlmsIndex('# Site\n\n- [Orphan](https://x.test/a.md)\n## S\n\nnot an entry\n')).toEqual([]);
  });
});
