// The docs as a read-only Model Context Protocol server (official TypeScript SDK), for coding agents:
// search_docs (the search dialog's index and ranking), get_page (a page's Markdown, as <page>.md),
// list_sections (docs/contract.md 'Routes') and api_changes (the API's computed history); and the
// agent skills as resources (their SKILL.md, as /.well-known/agent-skills/ serves it). Its sources are
// passed in, so tests run it in memory.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import type { ApiHistory } from '../../api-reference/api-history';
import type { SearchHit, Segment } from '../../search/search-model';
import { MAX_QUERY_LENGTH } from '../../search/search-model';
import { CHANGE_KINDS } from '../../api-reference/api-history';
import { indexEntry, type PageSummary, pagesBySection } from './markdown-docs';

export const MCP_SERVER_NAME = 'tessera-developers-docs';
/** A tool call is a few hundred bytes; anything near this is not one. */
export const MCP_MAX_BODY_BYTES = 64 * 1024;
const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

export type DocsMcpSources = {
  /** Every page, in reading order. */
  pages(): Promise<readonly PageSummary[]>;
  /** A page's Markdown as `<page>.md` serves it, or null for no page. */
  markdown(url: string): Promise<string | null>;
  search(query: string): Promise<SearchHit[]>;
  /** The API's history (src/docs/api-changes.ts). */
  apiChanges(): Promise<ApiHistory>;
  /** Pages that moved: former path → current path (content/redirects.yml). */
  moved?: ReadonlyMap<string, string>;
  /** The site's public origin, for absolute links. */
  origin: string;
  /** The published agent skills, each listed as a resource at its SKILL.md's URL. */
  skills?: readonly AgentSkill[];
};

export type AgentSkill = { name: string; description: string; url: string; markdown: string };

/** A page path from what an agent may pass: `/docs/x`, `docs/x`, `/docs/x.md`, a full URL of the site, with or without `#…`. */
export function pagePath(input: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim(), new URL('/', origin));
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  const path = url.pathname.replace(/\.md$/, '').replace(/\/+$/, '');
  return path || '/';
}

/** Plain text of an excerpt (the dialog marks the matched words; agents get the words). */
const plainExcerpt = (excerpt: readonly Segment[]) => excerpt.map(({ text }) => text).join('');

const textResult = (text: string) => ({ content: [{ type: 'text' as const, text }] });
const errorResult = (text: string) => ({ ...textResult(text), isError: true });

export function createDocsMcpServer(sources: DocsMcpSources, version: string): McpServer {
  const server = new McpServer({ name: MCP_SERVER_NAME, version });
  const absolute = (path: string) => new URL(path, sources.origin).href;

  for (const skill of sources.skills ?? []) {
    const uri = absolute(skill.url);
    server.registerResource(
      skill.name,
      uri,
      { title: `Agent skill: ${skill.name}`, description: skill.description, mimeType: 'text/markdown' },
      async () => ({ contents: [{ uri, mimeType: 'text/markdown', text: skill.markdown }] }),
    );
  }

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Full-text search over the Tessera developer docs and REST API reference. Returns the best matches with their URL and an excerpt; read one with get_page.',
      inputSchema: { query: z.string().trim().min(1).max(MAX_QUERY_LENGTH).describe('What to look for, e.g. "verify webhook signatures"') },
      outputSchema: {
        results: z.array(
          z.object({
            title: z.string(),
            url: z.string(),
            section: z.string(),
            excerpt: z.string(),
            missing: z.array(z.string()).describe("The query's words this page does not have (a partial match)").optional(),
          }),
        ),
      },
      annotations: READ_ONLY,
    },
    async ({ query }) => {
      let hits: SearchHit[];
      try {
        hits = await sources.search(query);
      } catch (error) {
        return errorResult(`Search is unavailable: ${error instanceof Error ? error.message : String(error)}`);
      }
      const results = hits.map((hit) => ({
        title: hit.title,
        url: absolute(hit.url),
        section: hit.section,
        excerpt: plainExcerpt(hit.excerpt),
        ...(hit.missing.length > 0 ? { missing: hit.missing } : {}),
      }));
      const text =
        results.length === 0
          ? `No results for "${query}".`
          : results
              .map(
                (hit) =>
                  `- [${hit.title}](${hit.url}) (${hit.section}): ${hit.excerpt}${hit.missing ? ` (missing: ${hit.missing.join(' ')})` : ''}`,
              )
              .join('\n');
      return { ...textResult(text), structuredContent: { results } };
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        'A docs page as Markdown, by its path (e.g. /docs/webhooks/signatures) or URL. Paths come from search_docs and list_sections.',
      inputSchema: { path: z.string().min(1).max(2000).describe('The page path or URL, e.g. /docs/authentication') },
      annotations: READ_ONLY,
    },
    async ({ path }) => {
      const asked = pagePath(path, sources.origin);
      // A former address is followed to the page, as the site's 308 does.
      const wanted = asked && (sources.moved?.get(asked) ?? asked);
      const markdown = wanted && (await sources.pages()).some((page) => page.url === wanted) ? await sources.markdown(wanted) : null;
      if (markdown === null) return errorResult(`No docs page at "${path}". Find pages with search_docs or list_sections.`);
      return textResult(markdown);
    },
  );

  server.registerTool(
    'list_sections',
    {
      title: 'List the sections',
      description: 'The sections of the docs, in reading order, each with its pages (title, path, summary).',
      outputSchema: {
        sections: z.array(
          z.object({
            title: z.string(),
            pages: z.array(z.object({ title: z.string(), path: z.string(), description: z.string().optional() })),
          }),
        ),
      },
      annotations: READ_ONLY,
    },
    async () => {
      const sections = [...pagesBySection(await sources.pages())];
      const list = sections.map(([title, pages]) => ({
        title,
        pages: pages.map((page) => ({ title: page.title, path: page.url, ...(page.description ? { description: page.description } : {}) })),
      }));
      const text = sections
        .map(([title, pages]) => [`## ${title}`, ...pages.map((page) => indexEntry(page, sources.origin))].join('\n'))
        .join('\n\n');
      return { ...textResult(text), structuredContent: { sections: list } };
    },
  );

  server.registerTool(
    'api_changes',
    {
      title: 'API changes',
      description:
        'What changed in the Tessera REST API and its webhook deliveries, newest first: additions, changes, deprecations (with sunset dates) and breaking changes, computed from its releases. Ask since a date, for one operation or all.',
      inputSchema: {
        since: z.iso.date().optional().describe('Only changes released on or after this date, YYYY-MM-DD'),
        operation: z
          .string()
          .trim()
          .min(1)
          .max(200)
          .optional()
          .describe('An operationId (e.g. listWebhookDeliveries) or a webhook event (e.g. file.updated)'),
      },
      outputSchema: {
        changes: z.array(
          z.object({
            date: z.string(),
            kind: z.enum(CHANGE_KINDS),
            breaking: z.boolean(),
            operation: z.string(),
            method: z.string(),
            path: z.string(),
            summary: z.string(),
            sunset: z.string().optional(),
            changelog: z.array(z.object({ title: z.string(), url: z.string() })),
          }),
        ),
      },
      annotations: READ_ONLY,
    },
    async ({ since, operation }) => {
      const history = await sources.apiChanges();
      if (operation && !history.operations.includes(operation) && !history.changes.some((change) => change.operation === operation)) {
        return errorResult(
          `No operation "${operation}" in the API's history. Use an operationId from the reference, e.g. listWebhookDeliveries.`,
        );
      }
      const changes = history.changes
        .filter((change) => (!since || change.date >= since) && (!operation || change.operation === operation))
        .map((change) => ({
          date: change.date,
          kind: change.kind,
          breaking: change.breaking,
          operation: change.operation,
          method: change.webhook ? 'webhook' : change.method.toUpperCase(),
          path: change.path,
          summary: change.summary,
          ...(change.sunset ? { sunset: change.sunset } : {}),
          changelog: change.changelog.map((entry) => ({ title: entry.title, url: absolute(entry.url) })),
        }));
      const text =
        changes.length === 0
          ? `No changes${operation ? ` to ${operation}` : ''}${since ? ` since ${since}` : ''} (the history starts ${history.since ?? 'nowhere: no releases'}).`
          : changes
              .map(
                (change) =>
                  `- ${change.date} ${change.method} ${change.path} (${change.operation}): ${change.summary}${change.breaking ? ' Breaking.' : ''}${change.sunset ? ` Sunset ${change.sunset}.` : ''}`,
              )
              .join('\n');
      return { ...textResult(text), structuredContent: { changes } };
    },
  );

  return server;
}
