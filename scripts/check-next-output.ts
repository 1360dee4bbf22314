// After `next build`: checks Next's output is what server.mjs relies on (docs/next-internals.md), and writes what the
// server reads of it: the route table, the 404 pages, the CSP peers.
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nextEnv from '@next/env';
import { glob } from 'tinyglobby';
import { consoleBaseUrl } from '../src/api-reference/console/console-base-url.build.mjs';
import { docsPages, siteRedirects } from '../src/docs/links/content-index.build';
import { PREFIXED_LOCALES } from '../src/i18n/locales';
import { monitoringNextConfig, TUNNEL_ROUTE } from '../src/monitoring/next-config.mjs';
import { CSP_PEERS_FILE, cspPeersFromEnv } from '../src/security/content-security-policy.mjs';
import { CSP_REPORT_PATH } from '../src/security/csp-reports.mjs';
import {
  DEFAULT_NOT_FOUND_PAGE,
  NOT_FOUND_PAGES_DIR,
  ROUTE_TABLE_FILE,
  type RouteTable,
  routeTableFrom,
  routePatternOf,
} from '../src/hosting/locale-copies.mjs';
import { MCP_PATH } from '../src/hosting/mcp-endpoint.mjs';
import { paintFirstRecognises } from '../src/hosting/paint-first.mjs';
import { siteRewrites } from '../src/hosting/rewrites.mjs';

/** Where Next writes prerendered pages for its server. */
const NEXT_PAGES_DIR = '.next/server/app';

class NextOutputError extends Error {
  constructor(problem: string) {
    super(`${problem} Next's output is not what server.mjs relies on: see docs/next-internals.md.`);
  }
}

async function checkNextOutput(root = process.cwd()): Promise<{ table: RouteTable; pagesChecked: number }> {
  const at = (...parts: string[]) => path.join(root, ...parts);
  const routeFiles = await glob(['**/{page,route}.{ts,tsx}', '**/{page,route}.{server,reference}.{ts,tsx}', 'robots.ts', 'sitemap.ts'], {
    cwd: at('src/app'),
  });
  const routePatterns = routeFiles.map(routePatternOf).filter((pattern): pattern is string => pattern !== null);
  const pages = await docsPages();
  const table = routeTableFrom({
    routePatterns,
    pages,
    locales: PREFIXED_LOCALES,
    rewrites: siteRewrites(monitoringNextConfig(process.env).rewrites),
    ownPaths: [CSP_REPORT_PATH],
    postRoutes: [TUNNEL_ROUTE, MCP_PATH],
    redirects: await siteRedirects(),
  });
  if (table.pages.length === 0) throw new NextOutputError('The route table has no docs pages: the content source gave none.');

  // The 404 pages the server sends itself, one per locale and the default.
  for (const page of [DEFAULT_NOT_FOUND_PAGE, ...PREFIXED_LOCALES.map((locale) => `/${locale}/404`)]) {
    const prerendered = at(NEXT_PAGES_DIR, `${page}.html`);
    if (!existsSync(prerendered)) throw new NextOutputError(`The prerendered 404 page ${page} is not at ${NEXT_PAGES_DIR}${page}.html.`);
    const copy = at(NOT_FOUND_PAGES_DIR, `${page}.html`);
    mkdirSync(path.dirname(copy), { recursive: true });
    copyFileSync(prerendered, copy);
  }

  const html = await glob('**/*.html', { cwd: at(NEXT_PAGES_DIR) });
  if (!html.includes('docs.html')) throw new NextOutputError(`No prerendered docs page at ${NEXT_PAGES_DIR}/docs.html.`);
  for (const file of html) {
    if (!paintFirstRecognises(readFileSync(at(NEXT_PAGES_DIR, file), 'utf8'))) {
      throw new NextOutputError(
        `${NEXT_PAGES_DIR}/${file} loads Next's chunks with script tags paint-first does not recognise (src/hosting/paint-first.mjs).`,
      );
    }
  }

  writeFileSync(at(ROUTE_TABLE_FILE), `${JSON.stringify(table, null, 2)}\n`);
  writeFileSync(at(CSP_PEERS_FILE), `${JSON.stringify(cspPeersFromEnv(process.env, consoleBaseUrl(process.env)), null, 2)}\n`);
  return { table, pagesChecked: html.length };
}

// The configuration `next build` read, .env files included, so the CSP peers are the ones the browser code was built with.
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
checkNextOutput()
  .then(({ table, pagesChecked }) =>
    console.log(
      `next output: ${table.pages.length} docs pages, ${table.locales.length} locales in the route table; ${pagesChecked} pages checked`,
    ),
  )
  .catch((error: unknown) => {
    console.error(`next output: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
