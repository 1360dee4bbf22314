import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, it } from 'vitest';
import type { LinkedChange } from '../../api-reference/api-history';
import { hitOf } from '../../search/search-excerpt';
import { termOf } from '../../search/search-words';
import { createDocsMcpServer, type DocsMcpSources, pagePath } from './docs-mcp-server';
import { type MarkdownPage, pageMarkdown } from './markdown-docs';

const origin = 'https://developers.tessera.design';
const change = (date: string, operation: string, summary: string, extra: Partial<LinkedChange> = {}): LinkedChange => ({
  date,
  kind: 'added',
  breaking: false,
  operation,
  webhook: false,
  tag: 'Webhooks',
  method: 'get',
  path: `/${operation}`,
  subject: null,
  summary,
  changelog: [],
  ...extra,
});
const pages: MarkdownPage[] = [
  { url: '/docs', title: 'Overview', section: 'Guides', body: 'Start here.\n' },
  {
    url: '/docs/webhooks/signatures',
    title: 'Verify signatures',
    description: 'Check a delivery.',
    section: 'Webhooks',
    body: '## Verify a delivery\n',
  },
];
const sources: DocsMcpSources = {
  origin,
  moved: new Map([['/docs/webhooks/verifying-signatures', '/docs/webhooks/signatures']]),
  apiChanges: async () => ({
    since: '2025-12-01',
    operations: ['listWebhookDeliveries', 'rotateWebhookSecret', 'getMe'],
    changes: [
      change('2026-07-07', 'rotateWebhookSecret', 'Added.', {
        method: 'post',
        changelog: [{ date: '2026-07-07', title: 'Rotate secrets', url: '/changelog#rotation' }],
      }),
      change('2026-02-10', 'listWebhookDeliveries', 'Added.'),
      change('2026-01-20', 'file.updated', 'Header `X-Tessera-Signature` deprecated.', {
        kind: 'deprecated',
        webhook: true,
        tag: undefined,
        method: 'post',
        path: 'file.updated',
        subject: 'header X-Tessera-Signature',
        sunset: '2026-07-31',
      }),
    ],
  }),
  pages: async () => pages,
  markdown: async (url) => {
    const page = pages.find((candidate) => candidate.url === url);
    return page ? pageMarkdown(page, origin) : null;
  },
  search: async (query) =>
    query === 'boom'
      ? Promise.reject(new Error('index down'))
      : [
          // The hit as the search engine makes it from a page's text.
          hitOf(
            {
              url: '/docs/webhooks/signatures',
              title: 'Verify signatures',
              section: 'Webhooks',
              sections: [
                ['', 'Verify signatures', 'Start here.'],
                ['verify', 'Verify', 'Verify the <HMAC> & "Signature" header.'],
              ],
            },
            { terms: new Set([termOf('verify')]), typedPrefix: null },
            query.includes('webhook') ? ['webhook'] : [],
          ),
        ],
};

async function connect(given: DocsMcpSources = sources) {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createDocsMcpServer(given, '1.0.0').connect(serverSide);
  const client = new Client({ name: 'test', version: '1.0.0' });
  await client.connect(clientSide);
  return client;
}
const text = (result: Awaited<ReturnType<Client['callTool']>>) => (result.content as { text: string }[])[0]?.text ?? '';

describe('the docs over MCP', () => {
  it('lists four read-only tools', async () => {
    const { tools } = await (await connect()).listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['search_docs', 'get_page', 'list_sections', 'api_changes']);
    for (const tool of tools) expect(tool.annotations?.readOnlyHint).toBe(true);
  });

  it('searches with absolute links and plain excerpts, as written; a failing index is a tool error', async () => {
    const client = await connect();
    const found = await client.callTool({ name: 'search_docs', arguments: { query: 'verify webhook signatures' } });
    expect(found.structuredContent).toEqual({
      results: [
        {
          title: 'Verify signatures › Verify',
          url: `${origin}/docs/webhooks/signatures#verify`,
          section: 'Webhooks',
          excerpt: 'Verify the <HMAC> & "Signature" header.',
          missing: ['webhook'],
        },
      ],
    });
    expect(text(found)).toContain('(missing: webhook)');
    const failed = await client.callTool({ name: 'search_docs', arguments: { query: 'boom' } });
    expect([failed.isError, text(failed)]).toEqual([true, 'Search is unavailable: index down']);
    const invalid = await client.callTool({ name: 'search_docs', arguments: { query: '' } });
    expect(invalid.isError).toBe(true);
  });

  it('reads a page by path or URL as its Markdown; an unknown path is a tool error', async () => {
    const client = await connect();
    for (const path of [
      '/docs/webhooks/signatures',
      'docs/webhooks/signatures.md',
      `${origin}/docs/webhooks/signatures#verify`,
      // A page that moved, by its former address.
      '/docs/webhooks/verifying-signatures',
    ]) {
      const page = await client.callTool({ name: 'get_page', arguments: { path } });
      expect(text(page)).toMatch(
        /^# Verify signatures\n\n> Check a delivery\.\n\nSource: https:\/\/developers\.tessera\.design\/docs\/webhooks\/signatures\n/,
      );
    }
    for (const path of ['/docs/nope', 'https://evil.example/docs', '::']) {
      const missing = await client.callTool({ name: 'get_page', arguments: { path } });
      expect(missing.isError).toBe(true);
      expect(text(missing)).toContain('No docs page at');
    }
  });

  it('lists sections in reading order with their pages', async () => {
    const listed = await (await connect()).callTool({ name: 'list_sections', arguments: {} });
    expect(listed.structuredContent).toEqual({
      sections: [
        { title: 'Guides', pages: [{ title: 'Overview', path: '/docs' }] },
        { title: 'Webhooks', pages: [{ title: 'Verify signatures', path: '/docs/webhooks/signatures', description: 'Check a delivery.' }] },
      ],
    });
    expect(text(listed)).toContain(`- [Overview](${origin}/docs.md)`);
  });

  it('answers what changed in the API since a date, for one operation or all; an unknown operation is a tool error', async () => {
    const client = await connect();
    const since = await client.callTool({ name: 'api_changes', arguments: { since: '2026-02-10' } });
    expect(since.structuredContent).toEqual({
      changes: [
        {
          date: '2026-07-07',
          kind: 'added',
          breaking: false,
          operation: 'rotateWebhookSecret',
          method: 'POST',
          path: '/rotateWebhookSecret',
          summary: 'Added.',
          changelog: [{ title: 'Rotate secrets', url: `${origin}/changelog#rotation` }],
        },
        {
          date: '2026-02-10',
          kind: 'added',
          breaking: false,
          operation: 'listWebhookDeliveries',
          method: 'GET',
          path: '/listWebhookDeliveries',
          summary: 'Added.',
          changelog: [],
        },
      ],
    });
    const webhook = await client.callTool({ name: 'api_changes', arguments: { operation: 'file.updated' } });
    expect(webhook.structuredContent).toMatchObject({ changes: [{ kind: 'deprecated', method: 'webhook', sunset: '2026-07-31' }] });
    const unchanged = await client.callTool({ name: 'api_changes', arguments: { operation: 'getMe' } });
    expect([unchanged.isError, text(unchanged)]).toEqual([undefined, 'No changes to getMe (the history starts 2025-12-01).']);
    const unknown = await client.callTool({ name: 'api_changes', arguments: { operation: 'getEverything' } });
    expect(unknown.isError).toBe(true);
    const badDate = await client.callTool({ name: 'api_changes', arguments: { since: 'last June' } });
    expect(badDate.isError).toBe(true);
  });

  it('lists the agent skills as resources, each read as its SKILL.md', async () => {
    const markdown = '---\nname: webhooks\ndescription: Receive webhooks.\n---\n\n# Receive webhooks\n';
    const skill = { name: 'webhooks', description: 'Receive webhooks.', url: '/.well-known/agent-skills/webhooks/SKILL.md', markdown };
    const client = await connect({ ...sources, skills: [skill] });
    const { resources } = await client.listResources();
    expect(resources).toEqual([
      {
        name: 'webhooks',
        title: 'Agent skill: webhooks',
        uri: `${origin}/.well-known/agent-skills/webhooks/SKILL.md`,
        description: 'Receive webhooks.',
        mimeType: 'text/markdown',
      },
    ]);
    const read = await client.readResource({ uri: `${origin}/.well-known/agent-skills/webhooks/SKILL.md` });
    expect(read.contents).toEqual([
      { uri: `${origin}/.well-known/agent-skills/webhooks/SKILL.md`, mimeType: 'text/markdown', text: markdown },
    ]);
  });

  it('reads page paths as agents write them', () => {
    expect(pagePath('/docs/', origin)).toBe('/docs');
    expect(pagePath(' docs/errors.md ', origin)).toBe('/docs/errors');
    expect(pagePath('http://developers.tessera.design/docs', origin)).toBeNull();
  });
});
