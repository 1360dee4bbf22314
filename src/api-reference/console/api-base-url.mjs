// Where the API console sends requests (pure): NEXT_PUBLIC_API_BASE_URL when the build sets it, else
// the OpenAPI document's first `servers` entry. Plain JavaScript so the build's CSP step can use it.

export const API_BASE_URL_ENV = 'NEXT_PUBLIC_API_BASE_URL';

/**
 * The console's base URL, without a trailing slash. A configured value that is not an http(s) URL
 * stops the build: a console silently sending readers' tokens somewhere else is worse than no build.
 * @param {string | undefined} configured the build's NEXT_PUBLIC_API_BASE_URL
 * @param {string | undefined} documentServer the document's first servers[].url
 * @returns {string}
 */
export function apiBaseUrl(configured, documentServer) {
  const chosen = configured?.trim() ? configured.trim() : documentServer;
  const source = configured?.trim() ? API_BASE_URL_ENV : "the OpenAPI document's first servers entry";
  if (!chosen) throw new Error(`The API console has no base URL: set ${API_BASE_URL_ENV} or a servers entry in the OpenAPI document.`);
  /** @type {URL} */
  let url;
  try {
    url = new URL(chosen);
  } catch {
    throw new Error(`${source} must be an absolute http(s) URL such as https://api.tessera.design/v1 (got ${JSON.stringify(chosen)}).`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || url.search || url.hash) {
    throw new Error(`${source} must be a plain http(s) URL without credentials, query or fragment (got ${JSON.stringify(chosen)}).`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/**
 * The first `servers` URL of an OpenAPI document given as parsed YAML/JSON, or undefined.
 * @param {unknown} document
 * @returns {string | undefined}
 */
export function documentServerUrl(document) {
  const servers = /** @type {{ servers?: unknown }} */ (document ?? {}).servers;
  const first = Array.isArray(servers) ? servers[0] : undefined;
  return first && typeof first === 'object' && typeof first.url === 'string' ? first.url : undefined;
}
