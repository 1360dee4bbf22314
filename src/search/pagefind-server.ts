// Search on the server (MCP's search_docs) with the dialog's own engine, index and ranking: Pagefind's
// pagefind.js, run in Node. It fetches its files by URL, and Node's fetch reads no file: URLs, so a
// listener bound to 127.0.0.1 serves public/pagefind/ to it: GET only, nothing outside that folder,
// on a port the system picks, and it keeps no process alive.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type PagefindApi, searchWith } from './pagefind-client';
import type { SearchHit } from './search-model';

export class SearchIndexMissingError extends Error {
  constructor(directory: string) {
    super(`The search index is not built (${directory} is missing): run npm run build.`);
    this.name = 'SearchIndexMissingError';
  }
}

function serveFolder(directory: string): Promise<string> {
  const server = createServer((request, response) => {
    let file = '';
    try {
      file = path.resolve(directory, `.${decodeURIComponent(new URL(request.url ?? '/', 'http://index').pathname)}`);
    } catch {
      // a malformed path names no file
    }
    if (request.method !== 'GET' || !file.startsWith(directory + path.sep)) {
      response.writeHead(404).end();
      return;
    }
    // Read at run time from public/pagefind/, written after the build: nothing for Turbopack to trace
    // (unmarked, this path made it trace the whole project into the server's file list).
    readFile(/* turbopackIgnore: true */ file).then(
      (body) => response.writeHead(200, { 'Content-Length': body.length }).end(body),
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.unref();
      const address = server.address();
      resolve(typeof address === 'object' && address ? `http://127.0.0.1:${address.port}/` : '');
    });
  });
}

let loading: Promise<PagefindApi> | null = null;

/** Pagefind over the built index in `root`/public/pagefind, loaded once per process. */
function loadServerPagefind(root: string): Promise<PagefindApi> {
  loading ??= (async () => {
    const directory = path.join(root, 'public', 'pagefind');
    const origin = await serveFolder(directory).catch(() => '');
    let api: PagefindApi;
    try {
      api = (await import(/* turbopackIgnore: true */ /* webpackIgnore: true */ pathToFileURL(path.join(directory, 'pagefind.js')).href)) as PagefindApi;
    } catch {
      throw new SearchIndexMissingError(directory);
    }
    await api.options({ basePath: origin, baseUrl: '/', excerptLength: 24 });
    await api.init();
    return api;
  })().catch((error: unknown) => {
    loading = null; // a build may add the index later
    throw error;
  });
  return loading;
}

/** The dialog's hits for `query`, searched in this process. */
export async function searchDocsOnServer(query: string, root = /* turbopackIgnore: true */ process.cwd()): Promise<SearchHit[]> {
  return (await searchWith(await loadServerPagefind(root), query)) ?? [];
}
