// The endpoints a static host cannot serve, as Web-standard handlers (Request → Response), bundled at
// build with the host (host/host.mjs): MCP and the error-reporting tunnel (CSP reports are
// src/security's). Each reads what the build wrote (out/, host/), never Next or the MDX pipeline.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { ApiHistory } from '@/api-reference/api-history';
import { AGENT_SKILLS_INDEX, AGENT_SKILLS_PATH, SKILL_FILE, type SkillsIndex } from '@/docs/machine/agent-skills';
import { type AgentSkill, createDocsMcpServer, MCP_MAX_BODY_BYTES, pagePath } from '@/docs/machine/docs-mcp-server';
import { readLlmsIndex } from '@/docs/machine/markdown-docs';
import { HIDDEN_SOURCE_MAPS_DIR } from '@/monitoring/next-config.mjs';
import { sourceMapStore } from '@/monitoring/source-map-store';
import { symbolicateEvent } from '@/monitoring/symbolicate';
import { handleTunnelPost } from '@/monitoring/tunnel';
import { boundedText } from '@/security/csp-reports.mjs';
import type { Read } from '@/traffic/traffic-count';
import { searchDocsOnServer } from '@/search/search-server';

/** The API's history as the build wrote it (scripts/build-host.ts). */
export const API_HISTORY_FILE = 'host/api-history.json';

/** docs/contract.md 'Routes': the docs as a read-only MCP server. */
export const MCP_PATH = '/mcp';
/** An agent makes a few calls a minute; a burst covers its start-up (initialize, list, first calls). */
export const MCP_RATE_LIMIT = { perMinute: 60, burst: 30 };

export type HostSettings = {
  /** The served folder (out/) and the folder of what only the host reads (host/'s parent: the project). */
  siteDir: string;
  root: string;
  env: Readonly<Record<string, string | undefined>>;
  version: string;
  /** The moves of out/_redirects: former path → current path. */
  moves: ReadonlyMap<string, string>;
  /** Counts what a request read, by the client's user agent (src/traffic); absent, nothing is counted. */
  countRead?: (read: Read, userAgent: string | undefined) => void;
};

export type Handler = (request: Request) => Promise<Response>;

const plain = (status: number, text: string, headers?: HeadersInit) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });

/** A file of the build as text, or null when it is not there. */
const built = (file: string): string | null => (existsSync(file) ? readFileSync(file, 'utf8') : null);
/** A JSON file of the build, or `absent` when it is not there. */
const builtJson = <T>(file: string, absent: T): T => {
  const text = built(file);
  return text === null ? absent : (JSON.parse(text) as T);
};

/** The tool calls in a JSON-RPC body (one message or a batch): each tool's name and the path it was asked for. */
function toolCalls(body: string): { tool: string; path?: unknown }[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  return (Array.isArray(parsed) ? parsed : [parsed])
    .filter((message) => message?.method === 'tools/call' && typeof message.params?.name === 'string')
    .map((message) => ({ tool: String(message.params.name), path: message.params.arguments?.path }));
}

/** The docs over MCP: Streamable HTTP, stateless, read-only; a server and a transport per request. */
export function mcpHandler({ siteDir, root, version, moves, countRead }: HostSettings): Handler {
  // Read once, at start: the build the host serves does not change under it.
  const index = built(path.join(siteDir, 'llms.txt')) ?? '';
  const pages = readLlmsIndex(index);
  const pagePaths = new Set(pages.map((page) => page.url));
  /** The origin the build wrote into its links (NEXT_PUBLIC_SITE_URL at build). */
  const origin = /\((https?:\/\/[^/)\s]+)\//.exec(index)?.[1] ?? 'http://localhost';
  /** The skills the build published, each with its SKILL.md as served. */
  const skills: AgentSkill[] = builtJson<Pick<SkillsIndex, 'skills'>>(path.join(siteDir, AGENT_SKILLS_INDEX), { skills: [] }).skills.map(
    ({ name, description }) => {
      const url = `${AGENT_SKILLS_PATH}/${name}/${SKILL_FILE}`;
      return { name, description, url, markdown: built(path.join(siteDir, url)) ?? '' };
    },
  );
  const history = builtJson<ApiHistory>(path.join(root, API_HISTORY_FILE), { since: null, changes: [], operations: [] });
  const sources = {
    pages: async () => pages,
    // A page without a copy is no page; any other failure to read one is an error, not a missing page.
    markdown: (url: string) =>
      readFile(path.join(siteDir, `${url}.md`), 'utf8').catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      }),
    search: (query: string) => searchDocsOnServer(query, siteDir),
    apiChanges: async () => history,
    moved: moves,
    origin,
    skills,
  };
  return async (request) => {
    if (request.method !== 'POST') {
      return plain(405, 'Method Not Allowed: this MCP server takes POST (Streamable HTTP, stateless).\n', { allow: 'POST' });
    }
    // Read here, within the SDK's limit, to count the tool calls; the transport gets the same bytes.
    const body = await boundedText(request, MCP_MAX_BODY_BYTES).catch(() => null);
    if (body === null) return plain(413, 'Payload Too Large\n');
    if (countRead) {
      for (const { tool, path: asked } of toolCalls(body)) {
        const given = typeof asked === 'string' ? pagePath(asked, origin) : null;
        const page = given && (moves.get(given) ?? given);
        const read = tool === 'get_page' && page && pagePaths.has(page) ? page : `/mcp/${tool}`;
        countRead({ path: read, form: 'mcp' }, request.headers.get('user-agent') ?? undefined);
      }
    }
    const server = createDocsMcpServer(sources, version);
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
      maxRequestBodySize: MCP_MAX_BODY_BYTES,
    });
    await server.connect(transport);
    return transport.handleRequest(new Request(request.url, { method: 'POST', headers: request.headers, body }));
  };
}

/** The same-origin tunnel: envelopes forwarded to the DSN's ingest, error frames made readable with the hidden maps. */
export function tunnelHandler({ root, env }: HostSettings): Handler {
  const sourceMaps = sourceMapStore(path.join(root, HIDDEN_SOURCE_MAPS_DIR));
  return async (request) =>
    request.method !== 'POST'
      ? plain(405, 'Method Not Allowed\n', { allow: 'POST' })
      : handleTunnelPost(request, {
          dsn: env.NEXT_PUBLIC_SENTRY_DSN,
          tunnelPath: env.NEXT_PUBLIC_SENTRY_TUNNEL,
          rewriteEvent: (event) => symbolicateEvent(event, sourceMaps),
        });
}
