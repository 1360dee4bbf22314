// Sends the build's ready pages (src/hosting/ready-pages.mjs) as files, the way nginx sends a static
// export: the twin the client takes (brotli, gzip or none), with the headers decided once per page
// (its policy from the hashes the build recorded) and an ETag answered with 304. Adapter for server.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fresh from 'fresh';
import { contentSecurityPolicy } from '../security/content-security-policy.mjs';
import { REVALIDATE_CACHE_CONTROL, securityHeaders } from '../security/security-headers.mjs';
import { preferredEncoding, READY_PAGES_LIST, readyPageFile, readyPageFor } from './ready-pages.mjs';
import { isHttpsRequest } from './secure-responses.mjs';

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

  /** @param {string} file */
  const bodyOf = async (file) => {
    const cached = bodies.get(file);
    if (cached) {
      bodies.delete(file);
      bodies.set(file, cached);
      return cached;
    }
    const body = await readFile(file);
    bodies.set(file, body);
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
      const head = pagePath && headOf(pagePath);
      if (!pagePath || !head) return false;
      const encoding = preferredEncoding(request.headers['accept-encoding']);
      const file = path.join(dir, readyPageFile(pagePath)) + (encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '');
      for (const { key, value } of securityHeaders({ https: isHttpsRequest(request), csp: head.policy })) response.setHeader(key, value);
      response.setHeader('Cache-Control', REVALIDATE_CACHE_CONTROL);
      response.setHeader('ETag', head.etag);
      response.setHeader('Vary', PAGE_VARY);
      if (fresh(request.headers, { etag: head.etag })) {
        response.statusCode = 304;
        response.end();
        return true;
      }
      bodyOf(file).then(
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
