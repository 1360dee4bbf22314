// Brotli twins of Next's hashed assets (pure): compressed once at build at the highest quality, which
// is too slow to do per request, and sent by server.mjs instead of compressing on the fly.
import path from 'node:path';

/** The URL prefix of Next's content-hashed build output, and the file types worth a twin. */
export const NEXT_STATIC_PREFIX = '/_next/static/';
export const BROTLI_TWIN_PATTERN = '**/*.{js,css}';
export const BROTLI_TWIN_MIN_BYTES = 1024;

/** Content types of the files that have twins. */
export const TWIN_CONTENT_TYPES = { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

/**
 * The twin's file for a request path, or null when the path is not a hashed asset with a twin kind,
 * or leaves the static folder once decoded (traversal gets no special treatment: Next answers it).
 * @param {string} staticDir absolute path of `.next/static`
 * @param {string} urlPath the request's path, without query
 * @returns {string | null}
 */
export function brotliTwinFile(staticDir, urlPath) {
  if (!urlPath.startsWith(NEXT_STATIC_PREFIX)) return null;
  let relative;
  try {
    relative = decodeURIComponent(urlPath.slice(NEXT_STATIC_PREFIX.length));
  } catch {
    return null;
  }
  if (!(path.extname(relative) in TWIN_CONTENT_TYPES) || relative.includes('\0')) return null;
  const file = path.resolve(staticDir, relative);
  return file.startsWith(staticDir + path.sep) ? `${file}.br` : null;
}

/**
 * Whether an Accept-Encoding header accepts brotli (`br`, `br;q=0.5`, `*`; not `br;q=0`).
 * @param {string | undefined} acceptEncoding
 */
export function acceptsBrotli(acceptEncoding) {
  if (!acceptEncoding) return false;
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';').map((piece) => piece.trim());
    if (name !== 'br' && name !== '*') continue;
    const q = params.find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}
