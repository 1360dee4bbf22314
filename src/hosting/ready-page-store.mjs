// Finished pages in one place (.next/ready-pages/), written by the build and by server.mjs on a page's first request,
// and sent as nginx sends the static export (docs/deployment.md#prerendered-pages-as-files-from-the-node-server).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gzip } from 'node:zlib';
import fresh from 'fresh';
import { LRUCache } from 'lru-cache';
import { contentSecurityPolicy } from '../security/content-security-policy.mjs';
import { isHttpsRequest, REVALIDATE_CACHE_CONTROL, securityHeaders } from '../security/security-headers.mjs';
import { NOT_FOUND_PAGES_DIR } from './locale-copies.mjs';
import { HOP_HEADERS } from './next-renderer.mjs';
import { acceptedEncodings, twinSuffix } from './precompressed.mjs';
import { finishPage, pageRequestPath, READY_PAGES_LIST, readyPageFile } from './ready-pages.mjs';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * One brotli quality for every page, by the build or on a first request: a fast one, whose twin is a little larger
 * than the slow qualities' and made many times faster (docs/performance.md#compressed-twins).
 */
const PAGE_BROTLI_QUALITY = 5;
/** Page bodies kept in memory; the rest are read from disk. */
const BODY_CACHE_BYTES = 64 * 1024 * 1024;
/** Pages whose ETag and policy are kept in memory; the rest are read from their sidecar. */
const KEPT_HEADS = 10_000;

/** @typedef {{ etag: string, scriptHashes: string[] }} PageHead */
/** @typedef {{ head: PageHead, br: Buffer, gz: Buffer, size: number }} FinishedPage */
/** @typedef {(encoding: string, source: Uint8Array, make: () => Promise<Buffer>) => Promise<Buffer>} TwinMaker */

/**
 * Finishes a page as Next rendered it: the HTML as sent, compressed, with its ETag and script hashes.
 * @param {string} html @param {TwinMaker} [twin] a cache of twins (the build's)
 * @returns {Promise<FinishedPage>}
 */
export async function finishedPage(html, twin = (_encoding, _source, make) => make()) {
  const finished = finishPage(html);
  const bytes = Buffer.from(finished.html);
  const [br, gz] = await Promise.all([
    twin(`br${PAGE_BROTLI_QUALITY}`, bytes, () =>
      brotli(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      }),
    ),
    twin('gz', bytes, () => gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION })),
  ]);
  const etag = `W/"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { head: { etag, scriptHashes: finished.scriptHashes }, br, gz, size: bytes.length };
}

/**
 * Writes a finished page's files: its twins and its sidecar (no plain copy: a client that takes
 * neither encoding is rare and gets the gzip file inflated).
 * @param {string} dir @param {string} pagePath @param {FinishedPage} page
 */
export async function saveReadyPage(dir, pagePath, page) {
  const target = path.resolve(dir, readyPageFile(pagePath));
  if (!target.startsWith(`${path.resolve(dir)}${path.sep}`)) throw new Error(`${pagePath} is not a page's path`);
  await mkdir(path.dirname(target), { recursive: true });
  // Written whole, then renamed into place: a full disk or a second writer leaves no torn file.
  /** @param {string} file @param {string | Uint8Array} content */
  const write = async (file, content) => {
    const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(partial, content);
    await rename(partial, file);
  };
  await Promise.all([write(`${target}.br`, page.br), write(`${target}.gz`, page.gz), write(`${target}.json`, JSON.stringify(page.head))]);
}

/**
 * @param {{
 *   dir: string,
 *   peers: Parameters<typeof contentSecurityPolicy>[0],
 *   render: (request: Pick<import('node:http').IncomingMessage, 'url' | 'headers'>) => Promise<import('node:http').IncomingMessage>,
 * }} options the pages' folder; the policy's peers (and report path); how Next renders a request (its
 *   answer, uncompressed)
 */
export function readyPageStore({ dir, peers, render }) {
  const listFile = path.join(dir, READY_PAGES_LIST);
  /** @type {Set<string>} */
  const ready = new Set(existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : []);
  /** @type {LRUCache<string, { etag: string, policy: string }>} */
  const heads = new LRUCache({ max: KEPT_HEADS });
  /** @type {LRUCache<string, Buffer>} */
  const bodies = new LRUCache({ maxSize: BODY_CACHE_BYTES, sizeCalculation: (body) => body.length });
  /** Next's Vary for pages (shared caches must keep a page and its navigation data apart), from its answers. */
  let pageVary = 'Accept-Encoding';

  /** @param {string} pagePath @param {PageHead} head */
  const keepHead = (pagePath, head) => {
    const kept = { etag: head.etag, policy: contentSecurityPolicy({ ...peers, scriptHashes: head.scriptHashes }) };
    heads.set(pagePath, kept);
    return kept;
  };
  /** @param {string} pagePath */
  const headOf = async (pagePath) =>
    heads.get(pagePath) ?? keepHead(pagePath, JSON.parse(await readFile(path.join(dir, `${readyPageFile(pagePath)}.json`), 'utf8')));
  /** @param {string} pagePath @param {'br' | 'gzip' | null} encoding */
  const bodyOf = async (pagePath, encoding) => {
    const key = `${encoding}:${pagePath}`;
    const kept = bodies.get(key);
    if (kept) return kept;
    const file = (/** @type {'br' | 'gzip'} */ twin) => readFile(path.join(dir, readyPageFile(pagePath)) + twinSuffix(twin));
    // No plain copy: the gzip twin inflated (from memory while a page finished just now is still being written).
    const body = encoding ? await file(encoding) : await gunzipAsync(bodies.get(`gzip:${pagePath}`) ?? (await file('gzip')));
    bodies.set(key, body);
    return body;
  };
  /** @param {string} html a page finished for answers that are not kept: its HTML and policy */
  const finishedOnce = (html) => {
    const finished = finishPage(html);
    return { body: finished.html, policy: contentSecurityPolicy({ ...peers, scriptHashes: finished.scriptHashes }) };
  };
  /**
   * Every page's answer: the security headers with its policy, its lifetime, Next's Vary; a 304 when there is no body.
   * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
   * @param {{ status: number, policy: string, cacheControl: string, body: string | Buffer | null, etag?: string, encoding?: string | null }} page
   */
  const sendPage = (request, response, { status, policy, cacheControl, body, etag, encoding }) => {
    for (const { key, value } of securityHeaders({ https: isHttpsRequest(request), csp: policy })) response.setHeader(key, value);
    response.statusCode = body === null ? 304 : status;
    response.setHeader('Cache-Control', cacheControl);
    response.setHeader('Vary', pageVary);
    if (etag) response.setHeader('ETag', etag);
    if (body === null) return response.end();
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    if (encoding) response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', Buffer.byteLength(body));
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  /**
   * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
   * @param {string} pagePath
   */
  async function sendReady(request, response, pagePath) {
    const { etag, policy } = await headOf(pagePath);
    const encoding = acceptedEncodings(request.headers['accept-encoding'])[0] ?? null;
    const body = fresh(request.headers, { etag }) ? null : await bodyOf(pagePath, encoding);
    sendPage(request, response, { status: 200, policy, cacheControl: REVALIDATE_CACHE_CONTROL, body, etag, encoding });
  }

  /**
   * Next's answer to a page no one has asked for yet: an HTML page is finished (and kept, when Next
   * may keep it too: a 200 it caches); anything else goes out as Next sent it.
   * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
   * @param {string} pagePath
   */
  async function renderAndSend(request, response, pagePath) {
    const answer = await render(request);
    const status = answer.statusCode ?? 500;
    if (!/^text\/html\b/i.test(String(answer.headers['content-type'] ?? ''))) {
      response.writeHead(status, withoutHopHeaders(answer.headers));
      pipeline(answer, response, (error) => error && response.destroy(error));
      return;
    }
    const html = Buffer.concat(await answer.toArray()).toString('utf8');
    const cacheControl = String(answer.headers['cache-control'] ?? '');
    if (answer.headers.vary) pageVary = `${answer.headers.vary}, Accept-Encoding`;
    if (status === 200 && /\bs-maxage=/.test(cacheControl) && isCanonicalPagePath(pagePath)) {
      const page = await finishedPage(html);
      keepHead(pagePath, page.head);
      bodies.set(`br:${pagePath}`, page.br);
      bodies.set(`gzip:${pagePath}`, page.gz);
      ready.add(pagePath);
      // Kept on disk too, so a page pushed out of memory is read, not rendered again (a read-only disk: memory only).
      saveReadyPage(dir, pagePath, page).catch(() => undefined);
      return sendReady(request, response, pagePath);
    }
    // Rendered for this request alone (an error, a 404, a page that reads the request): finished, not kept.
    sendPage(request, response, { status, ...finishedOnce(html), cacheControl: cacheControl || 'no-store' });
  }

  /** The build's 404 pages read so far, finished (null: the build has none). @type {Map<string, { body: string, policy: string } | null>} */
  const notFoundPages = new Map();

  /**
   * @param {Promise<void>} sending @param {string} pagePath
   * @param {import('node:http').ServerResponse} response @param {() => void} handOn
   */
  const orHandOn = (sending, pagePath, response, handOn) =>
    sending.catch((error) => {
      ready.delete(pagePath);
      heads.delete(pagePath);
      if (response.headersSent) return response.destroy(error);
      for (const header of response.getHeaderNames()) response.removeHeader(header);
      handOn();
    });

  return {
    /** Learns the Vary Next sends with pages, from its answer for the home page. Call once, before serving. */
    async start() {
      const answer = await render({ url: '/', headers: {} });
      if (answer.headers.vary) pageVary = `${answer.headers.vary}, Accept-Encoding`;
      answer.resume();
    },
    /**
     * Sends a finished page, if the request reads one; false otherwise. `handOn` lets Next answer
     * should its files have gone (a rebuild under the server).
     * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
     * @param {() => void} handOn
     */
    send(request, response, handOn) {
      const pagePath = pageRequestPath(request);
      if (!pagePath || !ready.has(pagePath)) return false;
      orHandOn(sendReady(request, response, pagePath), pagePath, response, handOn);
      return true;
    },
    /**
     * Sends the build's 404 page `page` (src/hosting/locale-copies.mjs) with status 404; false when the build has none.
     * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
     * @param {string} page
     */
    sendNotFound(request, response, page) {
      if (!notFoundPages.has(page)) {
        const file = path.join(NOT_FOUND_PAGES_DIR, `${page}.html`);
        notFoundPages.set(page, existsSync(file) ? finishedOnce(readFileSync(file, 'utf8')) : null);
      }
      const notFound = notFoundPages.get(page);
      if (!notFound) return false;
      sendPage(request, response, { status: 404, ...notFound, cacheControl: 'no-store' });
      return true;
    },
    /**
     * A page read no finished page answers yet: Next renders it and it is finished (and kept, when it
     * may be); false for anything but a page read. `handOn`: Next answers itself, should that fail
     * before anything was sent.
     * @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response
     * @param {() => void} handOn
     */
    render(request, response, handOn) {
      const pagePath = pageRequestPath(request);
      if (!pagePath) return false;
      orHandOn(renderAndSend(request, response, pagePath), pagePath, response, handOn);
      return true;
    },
  };
}

/**
 * A path a page is kept under: plain segments only. Next reads `/a/../b` and `/quick%2Dstart` as
 * other pages; keeping them under those names would fill memory and disk with copies, or write
 * outside the folder.
 * @param {string} pagePath
 */
export function isCanonicalPagePath(pagePath) {
  return pagePath === '/' || /^(\/[\w-][\w.~-]*)+$/.test(pagePath);
}

/** @param {import('node:http').IncomingHttpHeaders} headers */
function withoutHopHeaders(headers) {
  return Object.fromEntries(Object.entries(headers).filter(([name, value]) => value !== undefined && !HOP_HEADERS.includes(name)));
}
