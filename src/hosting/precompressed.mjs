// Brotli twins of built files (pure): compressed once at build at the highest quality, which is too
// slow to do per request, and sent by server.mjs instead of compressing on the fly.
import path from 'node:path';

/**
 * The folders with twins: their URL prefix, their folder under the app's root, the file types worth a
 * twin (with the content type the twin is sent as), and whether those files are stored gzipped.
 * Pagefind stores its wasm, index and fragments gzipped and sends them as they are; it takes them
 * decompressed too, so their twin is brotli of the decompressed bytes: 10–15 % fewer bytes per search.
 */
export const TWIN_FOLDERS = [
  {
    prefix: '/_next/static/',
    folder: '.next/static',
    types: { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' },
    gzipped: false,
  },
  {
    prefix: '/pagefind/',
    folder: 'public/pagefind',
    types: {
      '.pagefind': 'application/wasm',
      '.pf_meta': 'application/octet-stream',
      '.pf_index': 'application/octet-stream',
      '.pf_fragment': 'application/octet-stream',
    },
    gzipped: true,
  },
];
export const BROTLI_TWIN_MIN_BYTES = 1024;

/**
 * The glob (relative to the folder) of the files a twin folder has twins for.
 * @param {(typeof TWIN_FOLDERS)[number]} twinFolder
 */
export function twinPattern(twinFolder) {
  return `**/*.{${Object.keys(twinFolder.types).map((type) => type.slice(1)).join(',')}}`;
}

/**
 * The twin for a request path: its file and the content type to send it as. Null when the path is not
 * in a twin folder or not of a twin type, or leaves its folder once decoded (traversal gets no special
 * treatment: the request goes on to Next, which answers it).
 * @param {string} rootDir absolute path of the app's root
 * @param {string} urlPath the request's path, without query
 * @returns {{ file: string; contentType: string } | null}
 */
export function brotliTwin(rootDir, urlPath) {
  const twinFolder = TWIN_FOLDERS.find((candidate) => urlPath.startsWith(candidate.prefix));
  if (!twinFolder) return null;
  let relative;
  try {
    relative = decodeURIComponent(urlPath.slice(twinFolder.prefix.length));
  } catch {
    return null;
  }
  const contentType = /** @type {Record<string, string | undefined>} */ (/** @type {unknown} */ (twinFolder.types))[path.extname(relative)];
  if (!contentType || relative.includes('\0')) return null;
  const folder = path.resolve(rootDir, twinFolder.folder);
  const file = path.resolve(folder, relative);
  return file.startsWith(folder + path.sep) ? { file: `${file}.br`, contentType } : null;
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
