// Compressed twins of built files (pure), made once at build and sent by server.mjs: brotli's highest quality is too slow
// per request (docs/performance.md#compressed-twins).
import path from 'node:path';
import Negotiator from 'negotiator';

/**
 * The folders with twins: their URL prefix, their folder under the app's root, the file types worth a
 * twin (with the content type the twin is sent as), and the encodings of their twins. The search
 * index's files, more than one a page, get brotli only: a client without it, rare, has them compressed on the fly.
 */
export const TWIN_FOLDERS = [
  {
    prefix: '/_next/static/',
    folder: '.next/static',
    types: { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' },
    encodings: /** @type {('br' | 'gzip')[]} */ (['br', 'gzip']),
  },
  {
    prefix: '/search/',
    folder: 'public/search',
    types: { '.bin': 'application/octet-stream', '.json': 'application/json' },
    encodings: /** @type {('br' | 'gzip')[]} */ (['br']),
  },
];
export const BROTLI_TWIN_MIN_BYTES = 1024;

/**
 * The brotli quality of a file's twin: the best for scripts and stylesheets, which change only with
 * the code (so their twins are kept from build to build); faster for the search index, which changes
 * with the content and grows with it:
 * - its pages' texts (one per page, most of its files), of which a query fetches the few it shows;
 * - its shards and page lists, of which a query loads one or two per word.
 * Figures: docs/performance.md#compressed-twins.
 * @param {string} file
 */
export function brotliTwinQuality(file) {
  if (file.endsWith('.json')) return 8;
  if (file.endsWith('.bin')) return 10;
  return 11;
}

/**
 * The glob (relative to the folder) of the files a twin folder has twins for.
 * @param {(typeof TWIN_FOLDERS)[number]} twinFolder
 */
export function twinPattern(twinFolder) {
  return `**/*.{${Object.keys(twinFolder.types)
    .map((type) => type.slice(1))
    .join(',')}}`;
}

/** A twin's file name suffix. @param {'br' | 'gzip'} encoding */
export const twinSuffix = (encoding) => (encoding === 'br' ? '.br' : '.gz');

/**
 * The twins a request path may be sent as, in the order to try them (those of the encodings the
 * client accepts that the folder has): their files and the content type to send them as. Empty when
 * the path is not in a twin folder or not of a twin type, or leaves its folder once decoded
 * (traversal gets no special treatment: the request goes on to Next, which answers it).
 * @param {string} rootDir absolute path of the app's root
 * @param {string} urlPath the request's path, without query
 * @param {string | string[] | undefined} acceptEncoding the request's Accept-Encoding
 * @returns {{ file: string; contentType: string; encoding: 'br' | 'gzip' }[]}
 */
export function twinsFor(rootDir, urlPath, acceptEncoding) {
  const twinFolder = TWIN_FOLDERS.find((candidate) => urlPath.startsWith(candidate.prefix));
  if (!twinFolder) return [];
  let relative;
  try {
    relative = decodeURIComponent(urlPath.slice(twinFolder.prefix.length));
  } catch {
    return [];
  }
  const contentType = /** @type {Record<string, string | undefined>} */ (/** @type {unknown} */ (twinFolder.types))[path.extname(relative)];
  const folder = path.resolve(rootDir, twinFolder.folder);
  const file = path.resolve(folder, relative);
  if (!contentType || relative.includes('\0') || !file.startsWith(folder + path.sep)) return [];
  return acceptedEncodings(acceptEncoding)
    .filter((encoding) => twinFolder.encodings.includes(encoding))
    .map((encoding) => ({ file: file + twinSuffix(encoding), contentType, encoding }));
}

/** The encodings twins are made in, in the order the server prefers them (brotli, then gzip, as nginx does). */
const TWIN_ENCODINGS = /** @type {('br' | 'gzip')[]} */ (['br', 'gzip']);

/**
 * The twin encodings an Accept-Encoding header accepts (read by negotiator), in the server's order
 * whatever the client's q values: `br`, `br;q=0.5` and `*` accept, `q=0` (or a q that does not start
 * with a number) refuses; when neither is accepted, none (no twin is sent).
 * @param {string | string[] | undefined} acceptEncoding
 * @returns {('br' | 'gzip')[]}
 */
export function acceptedEncodings(acceptEncoding) {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const accepted = new Negotiator({ headers: { 'accept-encoding': header } }).encodings(TWIN_ENCODINGS);
  return TWIN_ENCODINGS.filter((encoding) => accepted.includes(encoding));
}
