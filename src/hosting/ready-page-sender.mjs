// Sends the build's ready pages (src/hosting/ready-pages.mjs) as files, the way nginx sends a static
// export: the twin the client takes (brotli, gzip or none), with the headers decided once per page
// (its policy from the hashes the build recorded) and an ETag answered with 304. Adapter for server.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import fresh from 'fresh';
import { contentSecurityPolicy } from '../security/content-security-policy.mjs';
import { REVALIDATE_CACHE_CONTROL, securityHeaders } from '../security/security-headers.mjs';
import { preferredEncoding, READY_PAGES_LIST, readyPageFile, readyPageFor } from './ready-pages.mjs';
import { isHttpsRequest } from './secure-responses.mjs';

const gunzipAsync = promisify(gunzip);

/** Page bodies kept in memory (most recently sent first out last); the rest are read from disk. */
const BODY_CACHE_BYTES = 64 * 1024 * 1024;
/**
 * Next answers a page's URL with its navigation data when these request headers say so: shared
 * caches must keep the two apart (the same list Next sends for its pages).
 */
const PAGE_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding';

/**
 * @param {{ dir: string, peers: Parameters<typeof contentSecurityPolicy>[0] }} options the ready pages'
 *   folder and the policy's peers (and report path), as the server's other answers use them
 * @returns {{ pages: number, send: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, fallback: () => void) => boolean }}
 */
export function readyPageSender({ dir, peers }) {
  const listFile = path.join(dir, READY_PAGES_LIST);
  // A build from before ready pages (or none at all): every page goes to Next, as before.
  /** @type {Set<string>} */
  const pages = new Set(existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : []);
  /** @type {Map<string, { etag: string, policy: string } | null>} */
  const heads = new Map();
  /** @type {Map<string, Buffer>} */
  const bodies = new Map();
  let cachedBytes = 0;

  /** @param {string} pagePath */
  const headOf = (pagePath) => {
    if (!heads.has(pagePath)) {
      try {
        const { etag, scriptHashes } = JSON.parse(readFileSync(path.join(dir, `${readyPageFile(pagePath)}.json`), 'utf8'));
        heads.set(pagePath, { etag, policy: contentSecurityPolicy({ ...peers, scriptHashes }) });
      } catch {
        heads.set(pagePath, null);
      }
    }
    return heads.get(pagePath) ?? null;
  };

  /**
   * A page's body in an encoding; the build keeps no plain copy, so that one is the gzip file inflated.
   * @param {string} pagePath @param {'br' | 'gzip' | null} encoding
   */
  const bodyOf = async (pagePath, encoding) => {
    const key = `${encoding}:${pagePath}`;
    const cached = bodies.get(key);
    if (cached) {
      bodies.delete(key);
      bodies.set(key, cached);
      return cached;
    }
    const file = path.join(dir, readyPageFile(pagePath)) + (encoding === 'br' ? '.br' : '.gz');
    const body = encoding ? await readFile(file) : await gunzipAsync(await readFile(file));
    bodies.set(key, body);
    cachedBytes += body.length;
    for (const [oldest, bytes] of bodies) {
      if (cachedBytes <= BODY_CACHE_BYTES) break;
      bodies.delete(oldest);
      cachedBytes -= bytes.length;
    }
    return body;
  };

  return {
    pages: pages.size,
    send(request, response, fallback) {
      const pagePath = readyPageFor(request, pages);
      const head = pagePath ? headOf(pagePath) : null;
      if (!pagePath || !head) return false;
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      for (const { key, value } of securityHeaders({ https: isHttpsRequest(request), csp: head.policy })) response.setHeader(key, value);
      response.setHeader('Cache-Control', REVALIDATE_CACHE_CONTROL);
      response.setHeader('ETag', head.etag);
      response.setHeader('Vary', PAGE_VARY);
      if (fresh(request.headers, { etag: head.etag })) {
        response.statusCode = 304;
        response.end();
        return true;
      }
      bodyOf(pagePath, encoding).then(
        (body) => {
          response.statusCode = 200;
          response.setHeader('Content-Type', 'text/html; charset=utf-8');
          if (encoding) response.setHeader('Content-Encoding', encoding);
          response.setHeader('Content-Length', body.length);
          response.end(request.method === 'HEAD' ? undefined : body);
        },
        () => {
          // Gone since the server started (a rebuild under it): Next answers, as it would have.
          pages.delete(pagePath);
          for (const header of ['Content-Security-Policy', 'ETag', 'Vary', 'Cache-Control']) response.removeHeader(header);
          fallback();
        },
      );
      return true;
    },
  };
}
