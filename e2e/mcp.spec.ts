// The docs over MCP (the thin host): the SDK's own client over Streamable HTTP, as an agent connects.
// Serial: the rate limit is per client address, and every test here is the same client.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { expect, test } from '@playwright/test';

test.describe.configure({ mode: 'serial' });

type ToolResult = Awaited<ReturnType<Client['callTool']>>;
const text = (result: ToolResult) => (result.content as { type: string; text: string }[])[0]?.text ?? '';
const initialize = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'e2e', version: '1' } },
};
const mcpHeaders = { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' };

async function connect(baseURL: string | undefined) {
  const client = new Client({ name: 'tessera-e2e', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', baseURL)));
  return client;
}

test('an MCP client lists the tools and the agent skills, finds the webhook-signature page by searching and reads it, and asks what changed in the API', async ({
  baseURL,
  request,
}) => {
  const client = await connect(baseURL);
  const { tools } = await client.listTools();
  expect(tools.map((tool) => tool.name).sort()).toEqual(['api_changes', 'get_page', 'list_sections', 'search_docs']);

  // The agent skills, as resources: each reads as the SKILL.md the site serves.
  const { resources } = await client.listResources();
  expect(resources.map((resource) => resource.name)).toEqual(
    expect.arrayContaining(['tessera-rest-api', 'tessera-webhooks', 'tessera-plugins']),
  );
  const webhooks = resources.find((resource) => resource.name === 'tessera-webhooks');
  expect(new URL(webhooks?.uri ?? '').pathname).toBe('/.well-known/agent-skills/tessera-webhooks/SKILL.md');
  const skill = await client.readResource({ uri: webhooks?.uri ?? '' });
  expect((skill.contents[0] as { text?: string }).text).toBe(
    await (await request.get('/.well-known/agent-skills/tessera-webhooks/SKILL.md')).text(),
  );

  const found = await client.callTool({ name: 'search_docs', arguments: { query: 'verify webhook signatures' } });
  const results = (found.structuredContent as { results: { title: string; url: string }[] }).results;
  expect(new URL(results[0]?.url ?? '').pathname).toBe('/docs/webhooks/signatures');
  expect(text(found)).toContain('Verify signatures');

  const page = await client.callTool({ name: 'get_page', arguments: { path: results[0]?.url ?? '' } });
  expect(page.isError).toBeFalsy();
  // The same Markdown as the page's .md twin.
  expect(text(page)).toBe(await (await request.get('/docs/webhooks/signatures.md')).text());
  expect(text(page)).toMatch(/^# Verify signatures\n/);

  // A page that moved is read at its former address too.
  const moved = await client.callTool({ name: 'get_page', arguments: { path: '/docs/webhooks/verifying-signatures' } });
  expect(text(moved)).toMatch(/^# Verify signatures\n/);

  const missing = await client.callTool({ name: 'get_page', arguments: { path: '/docs/no-such-page' } });
  expect([missing.isError, text(missing)]).toEqual([true, expect.stringContaining('No docs page at "/docs/no-such-page"')]);

  const sections = (await client.callTool({ name: 'list_sections', arguments: {} })).structuredContent as {
    sections: { title: string; pages: { path: string }[] }[];
  };
  expect(sections.sections.find((section) => section.title === 'Webhooks')?.pages.map((entry) => entry.path)).toContain(
    '/docs/webhooks/signatures',
  );
  expect(sections.sections.map((section) => section.title)).toContain('API reference');

  // The API's history, as the reference and /docs/reference/changes show it.
  const changes = await client.callTool({ name: 'api_changes', arguments: { since: '2026-10-01', operation: 'addCommentReaction' } });
  expect(changes.structuredContent).toMatchObject({
    changes: [{ date: '2026-10-06', kind: 'added', breaking: false, operation: 'addCommentReaction', method: 'POST', summary: 'Added.' }],
  });
  await client.close();
});

test('the MCP endpoint takes POST only, refuses oversized bodies and carries the security headers', async ({ request }) => {
  const get = await request.get('/mcp', { headers: { Accept: 'text/event-stream' } });
  expect(get.status()).toBe(405);
  expect(get.headers()['allow']).toBe('POST');

  const huge = await request.post('/mcp', { headers: mcpHeaders, data: { ...initialize, padding: 'x'.repeat(100_000) } });
  expect(huge.status()).toBe(413);

  const ok = await request.post('/mcp', { headers: mcpHeaders, data: initialize });
  expect(ok.status()).toBe(200);
  expect((await ok.json()).result.serverInfo.name).toBe('tessera-developers-docs');
  expect(ok.headers()['x-content-type-options']).toBe('nosniff');
  expect(ok.headers()['content-security-policy']).toContain("default-src 'none'");
  expect((await request.put('/mcp', { headers: mcpHeaders, data: initialize })).status()).toBe(405);
});

test('one client past its rate gets 429 with Retry-After', async ({ request }) => {
  const statuses: number[] = [];
  let retryAfter: string | undefined;
  for (let sent = 0; sent < 45 && !statuses.includes(429); sent++) {
    const response = await request.post('/mcp', { headers: mcpHeaders, data: initialize });
    statuses.push(response.status());
    retryAfter ??= response.headers()['retry-after'];
  }
  // The first is let through (the tests before used only part of the burst); then the limit holds.
  expect(statuses[0]).toBe(200);
  expect(statuses).toContain(429);
  expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
});
