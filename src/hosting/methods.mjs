// Which request methods the server takes (pure): the site's pages and files are read-only, so only
// GET and HEAD reach them; anything else is refused with 405 and `Allow`, instead of answering a
// PUT or DELETE with the page as if it were a GET. Endpoints that take posts (the error-reporting
// tunnel) answer every method themselves. Plain JavaScript: server.mjs runs under Node as is.

/** The methods pages and files answer, as the `Allow` header of a refusal says them. */
export const READ_ONLY_ALLOW = 'GET, HEAD';

/**
 * Whether a request goes on to be answered: GET and HEAD anywhere, any method at `postPaths`.
 * @param {string | undefined} method
 * @param {string} urlPath the path, without query
 * @param {readonly string[]} postPaths
 */
export function methodAccepted(method, urlPath, postPaths) {
  if (method === 'GET' || method === 'HEAD') return true;
  return postPaths.includes(urlPath);
}
