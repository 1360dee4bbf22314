// The Node server's response filter (adapter of the security core): every response gets the hardening
// headers; an HTML response is held until complete, so its Content-Security-Policy can list the
// hashes of exactly the inline scripts it carries (Next's per-page flight data, our boot scripts)
// while the page itself stays prerendered and cacheable.
import { contentSecurityPolicy, inlineScriptHashes } from '../security/content-security-policy.mjs';
import { REVALIDATE_CACHE_CONTROL, securityHeaders, servedCacheControl } from '../security/security-headers.mjs';
import { paintBeforeHydration } from './paint-first.mjs';

/** Policies remembered per path and ETag: a prerendered page is hashed once, not per request. */
const MEMO_ENTRIES = 1000;

/**
 * Whether the visitor reached us over https: directly, or through a proxy that says so. A forged
 * `X-Forwarded-Proto` can only add HSTS to a plain-http answer, which browsers ignore (RFC 6797 §8.1).
 * @param {import('node:http').IncomingMessage} request
 */
export function isHttpsRequest(request) {
  if (/** @type {{ encrypted?: boolean }} */ (request.socket).encrypted) return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/**
 * @param {{ collectorOrigin?: string, tunnelPath?: string, dsnOrigin?: string, apiOrigin?: string, reportPath?: string }} peers the policy's peers and report path
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => void}
 */
export function secureResponses(peers) {
  const basePolicy = contentSecurityPolicy(peers);
  /** @type {Map<string, string>} */
  const memo = new Map();

  /** @param {string} key @param {Buffer} body */
  const policyFor = (key, body) => {
    const known = key && memo.get(key);
    if (known) return known;
    const policy = contentSecurityPolicy({ ...peers, scriptHashes: inlineScriptHashes(body.toString('utf8')) });
    if (key) {
      if (memo.size >= MEMO_ENTRIES) memo.delete(/** @type {string} */ (memo.keys().next().value));
      memo.set(key, policy);
    }
    return policy;
  };

  return (request, response) => {
    for (const { key, value } of securityHeaders({ https: isHttpsRequest(request), csp: basePolicy })) response.setHeader(key, value);
    const keyOf = () => {
      const etag = response.getHeader('etag');
      return etag ? `${(request.url ?? '').split('?')[0]}\n${etag}` : '';
    };
    holdHtml(response, {
      other() {
        // Prerendered Markdown, feeds and cards come with a CDN lifetime: revalidated, as HTML is.
        if (response.statusCode === 200) {
          const cacheControl = servedCacheControl(response.getHeader('cache-control'));
          if (cacheControl) response.setHeader('Cache-Control', cacheControl);
        }
        // A 304's headers replace the cached response's: it must carry the page's policy or none at all.
        if (response.statusCode !== 304) return;
        const known = memo.get(keyOf());
        if (known) response.setHeader('Content-Security-Policy', known);
        else response.removeHeader('Content-Security-Policy');
      },
      html(original) {
        const body = Buffer.from(paintBeforeHydration(original.toString('utf8')));
        const key = keyOf();
        // A HEAD answer has no body to hash: it gets the policy its GET had, once known.
        const head = request.method === 'HEAD';
        response.setHeader('Content-Security-Policy', head ? (key && memo.get(key)) || basePolicy : policyFor(key, body));
        // Prerendered pages come with a CDN lifetime; HTML must be rechecked on each use (cheap with the ETag).
        if (response.statusCode === 200) response.setHeader('Cache-Control', REVALIDATE_CACHE_CONTROL);
        if (!head) response.setHeader('Content-Length', body.length);
        return body;
      },
    });
  };
}

/**
 * Hold an HTML response's head and body until it ends, then call `html` with the whole body and send
 * it; anything else passes straight through, after `other` ran once before its head goes out. Wraps
 * `writeHead`/`write`/`end` (as compression middleware does), so it must be applied after any other
 * wrapper that needs the final bytes.
 * @param {import('node:http').ServerResponse} response
 * @param {{ html: (body: Buffer) => Buffer, other: () => void }} hooks
 */
function holdHtml(response, hooks) {
  const { writeHead, write, end, flushHeaders } = response;
  /** @type {boolean | undefined} */
  let holding;
  /** @type {Buffer[]} */
  const chunks = [];
  const decide = () => {
    if (holding === undefined) {
      holding = /^text\/html\b/i.test(String(response.getHeader('content-type') ?? ''));
      if (!holding) hooks.other();
    }
    return holding;
  };
  /** @param {unknown} chunk @param {unknown} encoding */
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8')
          : Buffer.from(/** @type {Uint8Array} */ (chunk)),
    );
  };

  response.writeHead = /** @type {typeof writeHead} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      const headers = rest.find((part) => typeof part === 'object' && part !== null);
      const reason = rest.find((part) => typeof part === 'string');
      if (typeof reason === 'string') response.statusMessage = reason;
      response.statusCode = status;
      if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) response.setHeader(String(headers[i]), headers[i + 1]);
      else if (headers) for (const [key, value] of Object.entries(headers)) response.setHeader(key, /** @type {string} */ (value));
      if (decide()) return response;
      return writeHead.call(response, status);
    }
  );
  response.flushHeaders = function () {
    if (!decide()) flushHeaders.call(response);
  };
  response.write = /** @type {typeof write} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding, /** @type {unknown} */ callback) {
      if (!decide())
        return write.call(response, /** @type {never} */ (chunk), /** @type {never} */ (encoding), /** @type {never} */ (callback));
      keep(chunk, encoding);
      const done = [encoding, callback].find((part) => typeof part === 'function');
      if (typeof done === 'function') queueMicrotask(() => done());
      return true;
    }
  );
  response.end = /** @type {typeof end} */ (
    function (/** @type {unknown} */ chunk, /** @type {unknown} */ encoding, /** @type {unknown} */ callback) {
      if (!decide())
        return end.call(response, /** @type {never} */ (chunk), /** @type {never} */ (encoding), /** @type {never} */ (callback));
      keep(chunk, encoding);
      const done = [chunk, encoding, callback].find((part) => typeof part === 'function');
      /** @type {Buffer} */
      let body = Buffer.concat(chunks);
      chunks.length = 0;
      try {
        body = hooks.html(body);
      } catch (error) {
        // A policy that cannot be built must not take the page down with it; the base policy stays.
        console.error('Content-Security-Policy for', response.req?.url, 'failed:', error);
      }
      writeHead.call(response, response.statusCode);
      const endWith = /** @type {(this: typeof response, chunk: Buffer, callback?: () => void) => typeof response} */ (end);
      return endWith.call(response, body, /** @type {(() => void) | undefined} */ (done));
    }
  );
}
