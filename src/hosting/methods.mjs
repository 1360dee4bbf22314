// Which request methods the server takes (pure): pages and files are read-only, so anything but GET and HEAD gets 405
// rather than the page; endpoints that take posts (the error-reporting tunnel) answer every method themselves.

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
