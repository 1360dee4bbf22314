// The site's Content-Security-Policy (pure): hashes of a document's inline scripts, the policy built
// from them and the configured peers, and those peers read from the build's environment. Plain
// JavaScript so the Node server, next.config and build scripts can all import it without a compiler.
import { createHash } from 'node:crypto';
import { Parser } from 'htmlparser2';

/**
 * Script types a browser executes (or, for import maps and speculation rules, checks against
 * script-src): no type, a JavaScript MIME type, `module`. Anything else is a data block (JSON-LD)
 * that is never run, so it needs no hash.
 */
const JAVASCRIPT_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

// A script element's content is raw text that ends at the first `</script` (HTML's rule), so a
// regular expression reads it exactly; comments are skipped so a commented-out tag is not counted.
/**
 * A CSP hash source for a script's text, as the browser hashes it (UTF-8, newlines normalised by the parser).
 * @param {string} code
 * @returns {string}
 */
export function scriptHashSource(code) {
  const normalised = code.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/**
 * `'sha256-…'` sources for every inline script the browser would execute in an HTML document, in
 * document order, without duplicates. Scripts with `src` and data blocks (e.g. JSON-LD) are left out.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  if (typeof html !== 'string') return [];
  /** @type {Set<string>} */
  const hashes = new Set();
  /** The text of the inline script being read, or null outside one. */
  /** @type {string | null} */
  let script = null;
  // An HTML tokenizer, not a pattern: comments, quoted '>' in attributes, case and `</script >` are
  // read as the browser reads them. Script text is raw (never entity-decoded), as the browser hashes it.
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== 'script') return;
        const type = (attributes.type ?? '').trim().toLowerCase();
        script = 'src' in attributes || !JAVASCRIPT_TYPES.has(type) ? null : '';
      },
      ontext(text) {
        if (script !== null) script += text;
      },
      onclosetag(name) {
        if (name !== 'script' || script === null) return;
        hashes.add(scriptHashSource(script));
        script = null;
      },
    },
    { lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return [...hashes];
}

const HASH_SOURCE = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;
const PLAIN_PATH = /^(\/[A-Za-z0-9][A-Za-z0-9._~-]*)+$/;

/**
 * The origin of an http(s) URL, or null. Used for every configured peer, so nothing from
 * configuration can smuggle a `;` or a keyword into the policy.
 * @param {string | undefined} value
 */
export function httpOrigin(value) {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The site's policy. Scripts: our own files and the given hashes, nothing else (no eval, no
 * WebAssembly: search runs in plain script).
 * Styles allow inline because React renders `style` attributes and Next inlines critical CSS.
 * `forMeta` leaves out what a `<meta http-equiv>` policy ignores (frame-ancestors, report directives).
 * `reportPath` asks browsers to post violations there (a same-origin path). `apiOrigin` is where the
 * reference's API console sends requests (connect-src only: nothing else may come from it).
 * @param {{ scriptHashes?: string[], collectorOrigin?: string, tunnelPath?: string, dsnOrigin?: string, apiOrigin?: string, forMeta?: boolean, upgradeInsecureRequests?: boolean, reportPath?: string }} [options]
 * @returns {string}
 */
export function contentSecurityPolicy(options = {}) {
  const {
    scriptHashes = [],
    collectorOrigin,
    tunnelPath,
    dsnOrigin,
    apiOrigin,
    forMeta = false,
    upgradeInsecureRequests = false,
    reportPath,
  } = options;
  const badHash = scriptHashes.find((source) => !HASH_SOURCE.test(source));
  if (badHash !== undefined) throw new Error(`Not a CSP hash source: ${JSON.stringify(badHash)} (expected 'sha256-<base64>').`);
  if (tunnelPath !== undefined && !PLAIN_PATH.test(tunnelPath)) {
    throw new Error(`The tunnel must be a same-origin path such as /monitoring (got ${JSON.stringify(tunnelPath)}).`);
  }
  if (reportPath !== undefined && !PLAIN_PATH.test(reportPath)) {
    throw new Error(`The report path must be a same-origin path such as /csp-report (got ${JSON.stringify(reportPath)}).`);
  }
  const peer = (/** @type {string | undefined} */ value, /** @type {string} */ name) => {
    if (value === undefined || value === '') return [];
    const origin = httpOrigin(value);
    if (!origin) throw new Error(`${name} must be an http(s) origin (got ${JSON.stringify(value)}).`);
    return [origin];
  };
  // With a tunnel, reports go to our own origin ('self'); without one, the SDK posts to the DSN's host.
  const connect = unique([
    "'self'",
    ...peer(collectorOrigin, 'collectorOrigin'),
    ...(tunnelPath ? [] : peer(dsnOrigin, 'dsnOrigin')),
    ...peer(apiOrigin, 'apiOrigin'),
  ]);
  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...unique(scriptHashes)]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  if (!forMeta) directives.push(['frame-ancestors', ["'none'"]]);
  const text = directives.map(([name, sources]) => `${name} ${sources.join(' ')}`);
  if (upgradeInsecureRequests) text.push('upgrade-insecure-requests');
  if (reportPath && !forMeta) text.push(`report-uri ${reportPath}`);
  return text.join('; ');
}

/** @template T @param {T[]} items */
function unique(items) {
  return [...new Set(items)];
}

/**
 * The policy's peers as the build configured them (docs/contract.md 'Running it'). Values that are not
 * usable are left out, as the site itself ignores them (no collector, no reporting). The API console's
 * base URL is the caller's to resolve (the build reads the OpenAPI document's default for it).
 * @param {Record<string, string | undefined>} env
 * @param {string} [apiBaseUrl] where the API console sends requests
 * @returns {{ collectorOrigin?: string, tunnelPath?: string, dsnOrigin?: string, apiOrigin?: string }}
 */
export function cspPeersFromEnv(env, apiBaseUrl) {
  const collectorOrigin = httpOrigin(env.NEXT_PUBLIC_ANALYTICS_COLLECTOR) ?? undefined;
  const dsnOrigin = httpOrigin(env.NEXT_PUBLIC_SENTRY_DSN) ?? undefined;
  const tunnel = env.NEXT_PUBLIC_SENTRY_TUNNEL?.trim();
  const tunnelPath = dsnOrigin && tunnel && PLAIN_PATH.test(tunnel) ? tunnel : undefined;
  const apiOrigin = httpOrigin(apiBaseUrl) ?? undefined;
  return {
    ...(apiOrigin ? { apiOrigin } : {}),
    ...(collectorOrigin ? { collectorOrigin } : {}),
    ...(dsnOrigin ? { dsnOrigin } : {}),
    ...(tunnelPath ? { tunnelPath } : {}),
  };
}
