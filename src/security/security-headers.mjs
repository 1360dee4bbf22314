// Response headers every answer of the site carries (pure), and the caching rule per path: the one
// source for the Node server, the static host headers file and the nginx configuration.

/** Cross-origin requests get only our origin as referrer, never on a downgrade to http; same-origin keeps the path. */
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** Two years: the HSTS preload list's minimum is one. Subdomains are the operator's call, so not included. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;
/** Powerful features a documentation site never uses, switched off for it and anything it embeds. */
export const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * Whether the visitor reached us over https: directly, or through a proxy that says so. A forged
 * `X-Forwarded-Proto` can only add HSTS to a plain-http answer, which browsers ignore (RFC 6797 §8.1).
 * @param {{ socket: unknown, headers: Record<string, string | string[] | undefined> }} request
 */
export function isHttpsRequest(request) {
  if (/** @type {{ encrypted?: boolean }} */ (request.socket).encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/** @typedef {{ key: string, value: string }} Header */

/**
 * @param {{ https?: boolean, csp?: string }} [options]
 * @returns {Header[]}
 */
export function securityHeaders(options = {}) {
  const { https = false, csp } = options;
  const headers = [
    ...(csp ? [{ key: 'Content-Security-Policy', value: csp }] : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: REFERRER_POLICY },
    { key: 'Permissions-Policy', value: DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', ') },
    // frame-ancestors 'none' says the same to current browsers; this is for those that predate it.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
  ];
  // Browsers ignore HSTS over plain http (RFC 6797 §8.1), so it is sent only where it means something.
  if (https) headers.push({ key: 'Strict-Transport-Security', value: `max-age=${HSTS_MAX_AGE_SECONDS}` });
  return headers;
}

/** Content-hashed or rebuilt-from-one-source files: kept for a year and never revalidated. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Everything else (HTML, feeds, Markdown): may be stored, but checked with the server (ETag) before each use. */
export const REVALIDATE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** Path prefixes whose files carry a content hash in their name (or are immutable by construction). */
// The search index's files are in a folder named by a hash of them all (its entry, /search.json, names
// it): a later search on another page reuses them.
// Content images are published under a hash of their bytes (src/mdx/content-media.ts).
export const IMMUTABLE_PATH_PREFIXES = ['/_next/static/', '/fonts/', '/search/', '/content-media/'];
