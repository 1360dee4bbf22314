// The docs over MCP (server build only): Streamable HTTP, stateless, read-only. A server and a
// transport per request, as the SDK's stateless mode is meant to be used.
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { siteUrl } from '@/config/site';
import { createDocsMcpServer, MCP_MAX_BODY_BYTES } from '@/docs/machine/docs-mcp-server';
import { markdownPages } from '@/docs/machine/markdown-source';
import { apiChanges } from '@/docs/api-changes';
import { movedPages } from '@/docs/moved-pages';
import { searchDocsOnServer } from '@/search/search-server';
import packageJson from '../../../package.json' with { type: 'json' };

export const dynamic = 'force-dynamic';

export async function POST(request: Request): Promise<Response> {
  const server = createDocsMcpServer(
    { pages: markdownPages, search: (query) => searchDocsOnServer(query), apiChanges, moved: movedPages(), origin: siteUrl().origin },
    packageJson.version,
  );
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MCP_MAX_BODY_BYTES,
  });
  await server.connect(transport);
  return transport.handleRequest(request);
}

/** Stateless: no stream to open, no session to end. */
export function GET(): Response {
  return new Response('Method Not Allowed: this MCP server takes POST (Streamable HTTP, stateless).\n', {
    status: 405,
    headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
export const DELETE = GET;
