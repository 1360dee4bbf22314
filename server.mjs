// The production server (`npm start` / `npm run serve`): finished pages sent as files, everything else Next's answer
// with the security headers (docs/security.md#the-server, docs/deployment.md#prerendered-pages-as-files-from-the-node-server).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import compression from 'compression';
import next from 'next';
import onHeaders from 'on-headers';
import send from 'send';
import vary from 'vary';
import { notFoundPageFor, ROUTE_TABLE_FILE, routeLookup } from './src/hosting/locale-copies.mjs';
import { redirectTarget } from './src/hosting/redirects.mjs';
import { negotiateMarkdown } from './src/hosting/markdown-negotiation.mjs';
import { MCP_PATH, MCP_RATE_LIMIT } from './src/hosting/mcp-endpoint.mjs';
import { methodAccepted, READ_ONLY_ALLOW } from './src/hosting/methods.mjs';
import { twinsFor } from './src/hosting/precompressed.mjs';
import { CSP_REPORT_PATH, cspReportEndpoint } from './src/security/csp-reports.mjs';
import { nextRenderer } from './src/hosting/next-renderer.mjs';
import { readyPageStore } from './src/hosting/ready-page-store.mjs';
import { READY_PAGES_DIR } from './src/hosting/ready-pages.mjs';
import { contentSecurityPolicy, CSP_PEERS_FILE } from './src/security/content-security-policy.mjs';
import { createRateLimiter } from './src/security/rate-limit.mjs';
import {
  cacheControlFor,
  isHttpsRequest,
  REVALIDATE_CACHE_CONTROL,
  securityHeaders,
  servedCacheControl,
} from './src/security/security-headers.mjs';

// (Next's types declare NODE_ENV read-only; this process sets it once, before Next loads.)
Object.assign(process.env, { NODE_ENV: 'production' });
const host = process.env.HOST || '127.0.0.1';
const port = Number(process.env.PORT || 3000);
/** Optional TLS straight from Node (otherwise a proxy or load balancer terminates it). */
const tls =
  process.env.TLS_CERT_FILE && process.env.TLS_KEY_FILE
    ? { cert: readFileSync(process.env.TLS_CERT_FILE), key: readFileSync(process.env.TLS_KEY_FILE) }
    : null;
for (const file of [CSP_PEERS_FILE, ROUTE_TABLE_FILE]) {
  if (!existsSync(file)) throw new Error(`${file} is missing: build the site first (npm run build).`);
}
/** The peers the bundle was built for (scripts/check-next-output.ts), whatever this environment says. */
const peers = JSON.parse(readFileSync(CSP_PEERS_FILE, 'utf8'));

const app = next({ dev: false, hostname: host, port });
await app.prepare();
const handle = app.getRequestHandler();
/** Where violation reports go, if anywhere (then the policy asks browsers to post them to CSP_REPORT_PATH). */
const reportLog = process.env.CSP_REPORT_LOG;
const reports = reportLog ? cspReportEndpoint(reportLog) : () => false;
const policyPeers = { ...peers, ...(reportLog ? { reportPath: CSP_REPORT_PATH } : {}) };
const basePolicy = contentSecurityPolicy(policyPeers);
const renderer = await nextRenderer(handle);
const pages = readyPageStore({ dir: READY_PAGES_DIR, peers: policyPeers, render: renderer.render });
await pages.start();
const compress = compression();
/**
 * Sends a file's compressed twin (scripts/precompress.mjs), the first the client takes that the build made, with `send`
 * (length, ETag and 304, HEAD); false leaves the request to Next, as does a twin that is missing (a file too small
 * for one, or gone in a rebuild under the running server).
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
 * @param {string} urlPath @param {() => void} fallback
 */
function sendTwin(request, response, urlPath, fallback, twins = twinsFor(process.cwd(), urlPath, request.headers['accept-encoding'])) {
  const [twin, ...others] = twins;
  if (!twin) return false;
  // `send` decodes the path it is given; twinsFor's is decoded already.
  send(request, twin.file.replaceAll('%', '%25'), { acceptRanges: false, cacheControl: false, dotfiles: 'allow', lastModified: false })
    .on('headers', () => {
      response.setHeader('Content-Type', twin.contentType);
      response.setHeader('Content-Encoding', twin.encoding);
      response.setHeader('Vary', 'Accept-Encoding');
      response.setHeader('Cache-Control', cacheControlFor(urlPath));
    })
    .on('error', () => {
      if (response.headersSent) return response.destroy();
      for (const header of ['Content-Type', 'Content-Encoding', 'Vary', 'Cache-Control', 'ETag']) response.removeHeader(header);
      if (!sendTwin(request, response, urlPath, fallback, others)) fallback();
    })
    .pipe(response);
  return true;
}

/**
 * What the site makes, for URLs nothing answers: written by the build from the site's own sources (docs/next-internals.md).
 * @type {import('./src/hosting/locale-copies.mjs').RouteTable}
 */
const routeTable = JSON.parse(readFileSync(ROUTE_TABLE_FILE, 'utf8'));
// public/ as it is now: the build writes into it after the table (the search index).
const routes = routeLookup(routeTable, existsSync('public') ? readdirSync('public') : []);
const postPaths = routeTable.postPaths;

/** MCP requests per client (by the connection's address: a proxy in front should limit by its own). */
const mcpLimiter = createRateLimiter(MCP_RATE_LIMIT);

/**
 * Ends a request with a short plain-text answer.
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
 * @param {number} status @param {Record<string, string>} headers @param {string} text
 */
function sendText(request, response, status, headers, text) {
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end(request.method === 'HEAD' ? undefined : `${text}\n`);
}

/**
 * The security headers every answer carries (its policy allows no inline script: a page sets its
 * own), and Next's CDN lifetime on prerendered Markdown, feeds and cards turned into revalidation.
 * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
 */
function secureBase(request, response) {
  for (const { key, value } of securityHeaders({ https: isHttpsRequest(request), csp: basePolicy })) response.setHeader(key, value);
  onHeaders(response, () => {
    const cacheControl = response.statusCode === 200 && servedCacheControl(response.getHeader('cache-control'));
    if (cacheControl) response.setHeader('Cache-Control', cacheControl);
  });
}

/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
function listener(request, response) {
  // An agent that asks for Markdown gets the page's Markdown at the page's own URL. Vary is added
  // as the head goes out (Next and the pages set their own).
  const negotiated = negotiateMarkdown(request.url ?? '/', request.headers.accept, routes.pages);
  if (negotiated.vary) {
    request.url = negotiated.url;
    onHeaders(response, () => vary(response, 'Accept'));
  }
  // A finished page goes out as it is, already compressed.
  if (pages.send(request, response, () => answer(request, response))) return;
  answer(request, response);
}

/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
function answer(request, response) {
  compress(/** @type {never} */ (request), /** @type {never} */ (response), () => {
    secureBase(request, response);
    if (reports(request, response)) return;
    const [pathname = '/', query] = (request.url ?? '/').split(/\?(.*)/s);
    if (!methodAccepted(request.method, pathname, postPaths)) {
      return sendText(request, response, 405, { Allow: READ_ONLY_ALLOW }, 'Method Not Allowed');
    }
    if (pathname === MCP_PATH) {
      const decision = mcpLimiter.take(request.socket.remoteAddress ?? 'unknown', Date.now());
      if (!decision.allowed)
        return sendText(request, response, 429, { 'Retry-After': String(decision.retryAfterSeconds) }, 'Too Many Requests');
    }
    const toNext = () => renderer.answer(request, response);
    if (request.method !== 'GET' && request.method !== 'HEAD') return toNext();
    if (sendTwin(request, response, pathname, toNext)) return;
    // A page that moved answers its former address with 308 and where it is now, query kept (content/redirects.yml).
    const movedTo = redirectTarget(pathname, routes.moves, routes.locales);
    if (movedTo) {
      const location = query ? `${movedTo}?${query}` : movedTo;
      return sendText(request, response, 308, { Location: location, 'Cache-Control': REVALIDATE_CACHE_CONTROL }, `Moved to ${movedTo}`);
    }
    // A made-up URL under /<locale>/… (or a first segment that names nothing) gets the prerendered 404
    // page instead of a render on request that finds nothing (src/hosting/locale-copies.mjs).
    const notFound = notFoundPageFor(pathname, routes);
    if (notFound && pages.sendNotFound(request, response, notFound)) return;
    // A page no finished page answers yet: Next renders it, and it is finished before it is sent.
    if (pages.render(request, response, () => (secureBase(request, response), toNext()))) return;
    toNext();
  });
}

const server = tls ? createTlsServer(tls, listener) : createServer(listener);
server.listen(port, host, () => console.log(`> Ready on ${tls ? 'https' : 'http'}://${host}:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    renderer.close();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 3000).unref();
  });
}
