import { describe, expect, it } from 'vitest';
import { negotiateMarkdown } from './markdown-negotiation.mjs';

const pages = new Set(['/docs', '/docs/errors', '/docs/reference/files']);

describe('Markdown by Accept', () => {
  it('serves the Markdown twin of a docs page to a client that prefers Markdown', () => {
    expect(negotiateMarkdown('/docs/errors', 'text/markdown', pages)).toEqual({ vary: true, url: '/docs/errors.md' });
    expect(negotiateMarkdown('/docs/', 'text/markdown, text/html;q=0.5', pages)).toEqual({ vary: true, url: '/docs.md' });
    expect(negotiateMarkdown('/docs/reference/files?x=1', 'text/x-markdown', pages)).toEqual({
      vary: true,
      url: '/docs/reference/files.md?x=1',
    });
  });

  it('keeps HTML for browsers, wildcards, plain text and a missing header, still varying by Accept', () => {
    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    for (const accept of [browser, '*/*', 'text/plain', undefined, 'text/html, text/markdown;q=0.5', 'text/markdown;q=0']) {
      expect(negotiateMarkdown('/docs/errors', accept, pages)).toEqual({ vary: true, url: '/docs/errors' });
    }
  });

  it('leaves everything else alone: other pages, the twin itself, assets', () => {
    for (const url of ['/', '/fr/docs/errors', '/docs/errors.md', '/docs/nope', '/_next/static/x.js']) {
      expect(negotiateMarkdown(url, 'text/markdown', pages)).toEqual({ vary: false, url });
    }
  });
});
