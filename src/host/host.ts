// The thin host's request listener (bundled into host/host.mjs; server.mjs starts it): out/ as files with
// sirv, the headers and redirects the build wrote for every host (out/_headers, out/_redirects), a page's
// Markdown for an agent that asks, the locale's 404 page, and the endpoints only a server can answer
// (docs/deployment.md#the-thin-host). One path a request takes, read top to bottom in `listener`.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Negotiator from 'negotiator';
import sirv from 'sirv';
import { toNodeHandler } from 'srvx/node';
import { globSync } from 'tinyglobby';
import vary from 'vary';
import { englishDocuments, localeFallback } from '@/hosting/locale-fallback.mjs';
import { negotiateMarkdown } from '@/hosting/markdown-negotiation.mjs';
import { parseRedirectsFile } from '@/hosting/redirects.mjs';
import { headersFor, parseHeadersFile } from '@/hosting/static-headers';
import { PREFIXED_LOCALES } from '@/i18n/locales';
import { CSP_REPORT_PATH, cspReportHandler } from '@/security/csp-reports.mjs';
import { createRateLimiter } from '@/security/rate-limit.mjs';
import { isHttpsRequest, REVALIDATE_CACHE_CONTROL } from '@/security/security-headers.mjs';
import { clientFamily } from '@/traffic/client-family';
import { readOf, trafficCounter } from '@/traffic/traffic-count';
import { type Handler, type HostSettings, MCP_PATH, MCP_RATE_LIMIT, mcpHandler, tunnelHandler } from './handlers';

/** Pages and files are read-only: any other method gets 405 with this, rather than the page. */
const READ_ONLY_ALLOW = 'GET, HEAD';
/** Build files for other hosts, never served themselves. */
const NOT_SERVED = new Set(['/_headers', '/_redirects']);
/** Content types sirv's table lacks or gives without a charset. */
const TEXT_TYPES: [suffix: string, type: string][] = [
  ['.md', 'text/markdown; charset=utf-8'],
  ['.txt', 'text/plain; charset=utf-8'],
  ['feed.xml', 'application/atom+xml; charset=utf-8'],
  ['.xml', 'application/xml; charset=utf-8'],
];
/** What the endpoints answer is data, never a document: it may load nothing and be framed nowhere. */
const ENDPOINT_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** The twins the build makes, smallest first (scripts/build-static.ts). */
const ENCODINGS = ['br', 'gzip', 'identity'];
const VARIES_BY_ACCEPT = Symbol('varies by Accept');
type HostResponse = ServerResponse & { [VARIES_BY_ACCEPT]?: boolean };

/** The client's best encoding of ours, ties going to the smaller (negotiator 1's `preferred`, which @types/negotiator 0.6 lacks). */
const preferredEncoding = (request: IncomingMessage): string =>
  (new Negotiator(request) as unknown as { encoding(available: string[], options: { preferred: string[] }): string | undefined }).encoding(
    ENCODINGS,
    { preferred: ENCODINGS },
  ) ?? 'identity';

/** How often the traffic counts go to their files: a crash loses at most this much. */
const TRAFFIC_FLUSH_MS = 60_000;

/**
 * The request listener, and `close()`, which writes what is still counted (the process calls it on
 * SIGTERM and SIGINT). `trafficDir`: where agent-traffic counts go (docs/analytics.md#agent-traffic); absent, none are kept.
 */
export function createHost(options: Omit<HostSettings, 'countRead' | 'moves'> & { cspReportLog?: string; trafficDir?: string }) {
  const counter = options.trafficDir ? trafficCounter({ dir: options.trafficDir }) : null;
  if (counter) setInterval(counter.flush, TRAFFIC_FLUSH_MS).unref();
  const countRead: HostSettings['countRead'] = counter ? (read, userAgent) => counter.count(read, clientFamily(userAgent)) : undefined;
  const { siteDir, env } = options;
  const rules = parseHeadersFile(readFileSync(path.join(siteDir, '_headers'), 'utf8'));
  const moves = new Map(parseRedirectsFile(readFileSync(path.join(siteDir, '_redirects'), 'utf8')).map(({ from, to }) => [from, to]));
  const settings: HostSettings & { cspReportLog?: string } = { ...options, moves, countRead };
  /** The English pages and Markdown copies: where a locale's address without a page of its own leads. */
  const englishPages = englishDocuments(globSync('**/*.{html,md}', { cwd: siteDir }), PREFIXED_LOCALES);
  /** The pages that have a Markdown copy (`<page>.md`): an agent may ask for it at the page's address. */
  const markdownPages = new Set([...englishPages].filter((page) => page.endsWith('.md')).map((page) => page.slice(0, -'.md'.length)));
  const reportLog = settings.cspReportLog;
  const reportPath = reportLog ? CSP_REPORT_PATH : undefined;
  /** Paths that take posts, each with its handler. */
  const handlers = new Map<string, Handler>([[MCP_PATH, mcpHandler(settings)]]);
  const tunnel = env.NEXT_PUBLIC_SENTRY_DSN?.trim() && env.NEXT_PUBLIC_SENTRY_TUNNEL?.trim();
  if (tunnel) handlers.set(tunnel, tunnelHandler(settings));
  if (reportLog) handlers.set(CSP_REPORT_PATH, cspReportHandler(reportLog));
  // (srvx types its Node handler for a request that is HTTP/1 and HTTP/2 at once; ours are HTTP/1.)
  type NodeEndpoint = (request: IncomingMessage, response: ServerResponse) => unknown;
  const endpoints = new Map([...handlers].map(([endpoint, handler]) => [endpoint, toNodeHandler(handler) as NodeEndpoint]));
  /** MCP requests per client (by the connection's address: a proxy in front should limit by its own). */
  const mcpLimiter = createRateLimiter(MCP_RATE_LIMIT);

  const files = sirv(siteDir, {
    etag: true,
    gzip: true,
    brotli: true,
    extensions: ['html'],
    setHeaders: (response: HostResponse, pathname) => {
      const type = TEXT_TYPES.find(([suffix]) => pathname.endsWith(suffix))?.[1];
      if (type) response.setHeader('Content-Type', type);
      if (response[VARIES_BY_ACCEPT]) vary(response, 'Accept');
    },
  });

  /** The headers `_headers` gives this path, HSTS only over https, the report path when reports are kept. */
  function secure(request: IncomingMessage, response: ServerResponse, pathname: string) {
    for (const { key, value } of headersFor(pathname, rules, { https: isHttpsRequest(request), reportPath }))
      response.setHeader(key, value);
  }

  function sendText(
    request: IncomingMessage,
    response: ServerResponse,
    status: number,
    text: string,
    headers: Record<string, string> = {},
  ) {
    response.statusCode = status;
    response.setHeader('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end(request.method === 'HEAD' ? undefined : `${text}\n`);
  }

  /** Each locale's 404 page (`out/fr/404.html`; English at `out/404.html`), read once: sirv would send it as a 200. */
  const notFoundPages = new Map(
    ['', ...PREFIXED_LOCALES].flatMap((locale) => {
      const file = path.join(siteDir, locale, '404.html');
      return existsSync(file) ? [[locale, readFileSync(file)] as const] : [];
    }),
  );
  function notFound(request: IncomingMessage, response: ServerResponse, pathname: string) {
    const locale = localeFallback(pathname, PREFIXED_LOCALES)?.locale ?? '';
    const page = notFoundPages.get(locale) ?? notFoundPages.get('');
    if (!page) return sendText(request, response, 404, 'Not Found');
    response.statusCode = 404;
    response.setHeader('Cache-Control', 'no-store');
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Content-Length', page.length);
    response.end(request.method === 'HEAD' ? undefined : page);
  }

  /** No file at this address: under a locale prefix, its English page if there is one (302), else the 404 page. */
  function missing(request: IncomingMessage, response: ServerResponse, pathname: string, query: string) {
    const english = localeFallback(pathname, PREFIXED_LOCALES)?.english;
    if (!english || !englishPages.has(english)) return notFound(request, response, pathname);
    sendText(request, response, 302, `Found at ${english}`, { Location: english + query, 'Cache-Control': REVALIDATE_CACHE_CONTROL });
  }

  function listener(request: IncomingMessage, response: HostResponse): void {
    const url = request.url ?? '/';
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    secure(request, response, pathname);
    let servesMarkdown = false;
    // What was read, once it is answered or its client has gone ('close' comes either way; 'finish' not on a
    // connection torn down as the last bytes leave). MCP counts its tool calls itself; other endpoints are no documents.
    if (countRead && pathname !== MCP_PATH) {
      response.once('close', () => {
        const read = endpoints.has(pathname)
          ? ({ path: '', form: 'other' } as const)
          : readOf(pathname, response.statusCode, servesMarkdown);
        if (read) countRead(read, request.headers['user-agent']);
      });
    }
    const endpoint = endpoints.get(pathname);
    if (request.method !== 'GET' && request.method !== 'HEAD' && !endpoint) {
      return sendText(request, response, 405, 'Method Not Allowed', { Allow: READ_ONLY_ALLOW });
    }
    if (endpoint) {
      response.setHeader('Content-Security-Policy', ENDPOINT_POLICY);
      if (pathname === MCP_PATH) {
        const decision = mcpLimiter.take(request.socket.remoteAddress ?? 'unknown', Date.now());
        if (!decision.allowed) {
          return sendText(request, response, 429, 'Too Many Requests', { 'Retry-After': String(decision.retryAfterSeconds) });
        }
      }
      // srvx gives the handler a Web Request over this one and sends its Response over the headers set above.
      void Promise.resolve(endpoint(request, response)).catch((error: unknown) => {
        console.error(`host: ${pathname}:`, error);
        if (!response.headersSent) sendText(request, response, 500, 'Internal Server Error');
        else response.destroy();
      });
      return;
    }
    const movedTo = moves.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
    if (movedTo) {
      const location = movedTo + url.slice(pathname.length);
      return sendText(request, response, 308, `Moved to ${movedTo}`, { Location: location, 'Cache-Control': REVALIDATE_CACHE_CONTROL });
    }
    if (NOT_SERVED.has(pathname)) return notFound(request, response, pathname);
    // sirv reads Accept-Encoding by name, not by preference: it is told the one encoding this client prefers.
    request.headers['accept-encoding'] = preferredEncoding(request);
    const negotiated = negotiateMarkdown(url, request.headers.accept, markdownPages);
    if (negotiated.vary) {
      response[VARIES_BY_ACCEPT] = true;
      request.url = negotiated.url;
      servesMarkdown = negotiated.url !== url;
    }
    files(request, response, () => missing(request, response, pathname, url.slice(pathname.length)));
  }

  return { listener, close: () => counter?.flush() };
}
