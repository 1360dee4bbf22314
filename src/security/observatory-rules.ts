// The MDN HTTP Observatory's rules (algorithm of @mdn/mdn-http-observatory 1.4.x), pure: the ten tests,
// their score modifiers and the grade, applied to what a scan of a site retrieved. Its npm scanner cannot
// be installed here (it downloads a CA bundle and builds pg-native at install time), so this restates
// the rules it applies, test by test, for the e2e suite and `npm run bench:observatory`.

export type Headers = Record<string, string | string[] | undefined>;
export type Retrieved = {
  /** The front page as finally answered (after redirects), preferably over https. */
  page: { url: string; status: number; headers: Headers; body: string };
  /** Plain-http redirect chain from http://host/ (first entry the http request); null when nothing listens on http. */
  httpRedirects: { url: string; status: number }[] | null;
  /** Whether an https answer came at all (with a certificate the scanner trusts). */
  https: boolean;
  /** The answer to a CORS preflight (OPTIONS with Origin) for the page. */
  corsPreflight: { headers: Headers; origin: string } | null;
  /** Cookies the page and /robots.txt set. */
  setCookies: string[];
  /** Whether the host is on the HSTS preload list (a loopback host never is). */
  hstsPreloaded?: boolean;
  /**
   * Count http://127.0.0.1 / localhost sources in the policy as secure, as browsers do (they are
   * "potentially trustworthy" origins). The Observatory has no such exception; only test builds, whose
   * peers are loopback servers, need it.
   */
  loopbackPeersAreSecure?: boolean;
};

export type TestResult = { test: string; result: string; modifier: number; pass: boolean };
export type Scan = { grade: string; score: number; tests: TestResult[] };

/** Score modifiers, as in the Observatory's grader (charts.js SCORE_TABLE). */
export const MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'csp-not-implemented-but-reporting-enabled': -25,
  'csp-implemented-but-duplicate-directives': 0,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag-but-protected-by-hsts': -5,
  'cookies-session-without-secure-flag-but-protected-by-hsts': -10,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-anticsrf-without-samesite-flag': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'redirection-all-redirects-preloaded': 0,
  'redirection-to-https': 0,
  'redirection-not-needed-no-http': 0,
  'redirection-off-host-from-http': -5,
  'redirection-not-to-https-on-initial-redirection': -10,
  'redirection-not-to-https': -20,
  'redirection-missing': -20,
  'redirection-invalid-cert': -20,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-preloaded': 5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'hsts-not-implemented-no-https': -20,
  'hsts-invalid-cert': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'corp-implemented-with-same-origin': 10,
  'corp-implemented-with-same-site': 10,
  'corp-implemented-with-cross-origin': 0,
  'corp-not-implemented': 0,
  'corp-header-invalid': -5,
  'html-not-parseable': -20,
};

/** Extra credit counts only when the score without it is at least this. */
export const MINIMUM_SCORE_FOR_EXTRA_CREDIT = 90;
const SIX_MONTHS_SECONDS = 15_552_000;
const GRADES: [number, string][] = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'],
  [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F'],
];

export function gradeFor(score: number): string {
  const floored = Math.min(Math.max(score, 0) - (Math.max(score, 0) % 5), 100);
  return GRADES.find(([minimum]) => floored >= minimum)?.[1] ?? 'F';
}

function all(headers: Headers, name: string): string[] {
  const value = headers[name.toLowerCase()];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}
const first = (headers: Headers, name: string) => all(headers, name)[0];

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const ALLOWED_DUPLICATES = new Set(['report-uri', 'report-to']);

/** One policy as the Observatory parses it: lower-cased sources, an empty *-src meaning 'none'; null when invalid. */
export function parsePolicy(text: string): Map<string, Set<string>> | null {
  const clean = text.replace(/[\r\n]/g, '').trim();
  if (clean.length < 'img-src'.length) return null;
  const policy = new Map<string, Set<string>>();
  for (const [name, ...sources] of clean.split(';').map((part) => part.trim().split(/\s+/))) {
    if (!name) continue;
    const directive = name.toLowerCase();
    if (policy.has(directive)) {
      if (ALLOWED_DUPLICATES.has(directive)) continue;
      return null;
    }
    const values = sources.filter(Boolean).map((source) => source.toLowerCase());
    policy.set(directive, new Set(values.length === 0 && directive.endsWith('-src') ? ["'none'"] : values));
  }
  return policy;
}

const isLoopbackHttp = (source: string) => /^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?(\/|$)/.test(source);

function cspTest(input: Retrieved): { result: string; policy: Map<string, Set<string>> | null } {
  const headers = all(input.page.headers, 'content-security-policy');
  if (headers.length === 0) {
    return { result: first(input.page.headers, 'content-security-policy-report-only') ? 'csp-not-implemented-but-reporting-enabled' : 'csp-not-implemented', policy: null };
  }
  // One policy is what this site sends; several would be intersected (not needed here, so refused).
  const policy = headers.length === 1 ? parsePolicy(headers[0] ?? '') : null;
  if (!policy) return { result: 'csp-header-invalid', policy: null };
  const fallback = (name: string) => new Set(policy.get(name) ?? policy.get('default-src') ?? ['*']);
  const scripts = fallback('script-src');
  const styles = fallback('style-src');
  const objects = fallback('object-src');
  const hashed = (sources: Set<string>) => [...sources].some((s) => /^'(sha256|sha384|sha512|nonce)-/.test(s));
  for (const sources of [scripts, styles]) if (hashed(sources)) sources.delete("'unsafe-inline'");
  let invalid = false;
  if (scripts.has("'strict-dynamic'")) {
    if (hashed(scripts)) {
      for (const source of [...scripts]) if ([...DANGEROUSLY_BROAD].some((broad) => source.startsWith(broad)) || source === "'self'" || source === "'unsafe-inline'") scripts.delete(source);
    } else invalid = true;
  }
  const https = new URL(input.page.url).protocol === 'https:';
  const insecure = (source: string) => (source.startsWith('http:') && !(input.loopbackPeersAreSecure && isLoopbackHttp(source))) || source.startsWith('ftp:');
  const active = [...[...policy].filter(([name]) => name !== 'img-src' && name !== 'media-src' && name !== 'script-src').flatMap(([, s]) => [...s]), ...scripts];
  const passive = ['img-src', 'media-src'].flatMap((name) => [...(policy.get(name) ?? policy.get('default-src') ?? [])]);
  const defaultNone = policy.get('default-src')?.has("'none'") && policy.get('default-src')?.size === 1;
  const result = invalid
    ? 'csp-header-invalid'
    : [...scripts].some((s) => BROAD_OR_INLINE.has(s)) || [...objects].some((s) => DANGEROUSLY_BROAD.has(s))
      ? 'csp-implemented-with-unsafe-inline'
      : https && active.some(insecure)
        ? 'csp-implemented-with-insecure-scheme'
        : scripts.has("'unsafe-eval'") || styles.has("'unsafe-eval'")
          ? 'csp-implemented-with-unsafe-eval'
          : https && passive.some(insecure)
            ? 'csp-implemented-with-insecure-scheme-in-passive-content-only'
            : [...styles].some((s) => BROAD_OR_INLINE.has(s))
              ? 'csp-implemented-with-unsafe-inline-in-style-src-only'
              : defaultNone
                ? 'csp-implemented-with-no-unsafe-default-src-none'
                : 'csp-implemented-with-no-unsafe';
  return { result, policy };
}

function hstsTest(input: Retrieved): string {
  if (!input.https) return 'hsts-not-implemented-no-https';
  if (input.hstsPreloaded) return 'hsts-preloaded';
  const header = first(input.page.headers, 'strict-transport-security')?.slice(0, 1024);
  if (header === undefined) return 'hsts-not-implemented';
  if (header.includes(',')) return 'hsts-header-invalid';
  const maxAge = header
    .split(';')
    .map((part) => part.trim().toLowerCase())
    .find((part) => part.startsWith('max-age='));
  if (!maxAge) return 'hsts-header-invalid';
  return Number.parseInt(maxAge.slice(8, 128), 10) < SIX_MONTHS_SECONDS ? 'hsts-implemented-max-age-less-than-six-months' : 'hsts-implemented-max-age-at-least-six-months';
}

function redirectionTest(input: Retrieved): string {
  const route = input.httpRedirects;
  if (!route || route.length === 0) return 'redirection-not-needed-no-http';
  if (input.hstsPreloaded) return 'redirection-all-redirects-preloaded';
  if (route.length === 1) return 'redirection-missing';
  const protocols = route.map((hop) => new URL(hop.url));
  if (protocols.at(-1)?.protocol !== 'https:') return 'redirection-not-to-https';
  if (protocols[1]?.protocol === 'http:') return 'redirection-not-to-https-on-initial-redirection';
  if (protocols[0]?.protocol === 'http:' && protocols[0].hostname !== protocols[1]?.hostname) return 'redirection-off-host-from-http';
  return 'redirection-to-https';
}

function referrerTest(input: Retrieved): string {
  const good = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];
  const bad = ['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'];
  const headers = all(input.page.headers, 'referrer-policy');
  if (headers.length === 0) return 'referrer-policy-not-implemented';
  const policy = headers.join(', ').split(',').map((part) => part.trim().toLowerCase()).filter((part) => good.includes(part) || bad.includes(part)).at(-1) ?? '';
  return good.includes(policy) ? 'referrer-policy-private' : bad.includes(policy) ? 'referrer-policy-unsafe' : 'referrer-policy-header-invalid';
}

function sriTest(input: Retrieved): string {
  const type = (first(input.page.headers, 'content-type') ?? '').split(';')[0]?.trim();
  if (type !== 'text/html' && type !== 'application/xhtml+xml') return 'sri-not-implemented-response-not-html';
  const scripts = [...input.page.body.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '');
  if (scripts.length === 0) return 'sri-not-implemented-but-no-scripts-loaded';
  const pageUrl = new URL(input.page.url);
  const site = (host: string) => host.split('.').slice(-2).join('.');
  let external = false;
  let worst: string | null = null;
  const rank = [
    'sri-not-implemented-and-external-scripts-not-loaded-securely',
    'sri-implemented-but-external-scripts-not-loaded-securely',
    'sri-not-implemented-but-external-scripts-loaded-securely',
  ];
  const worse = (candidate: string) => {
    if (worst === null || rank.indexOf(candidate) < rank.indexOf(worst)) worst = candidate;
  };
  for (const attributes of scripts) {
    const src = /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (!src) continue;
    const integrity = /\bintegrity\s*=/i.test(attributes);
    const protocolRelative = /^\/\/[^/]/.test(src);
    const absolute = /^https?:\/\//i.test(src);
    const sameSite = protocolRelative || !absolute || site(new URL(src).hostname) === site(pageUrl.hostname);
    const secureOrigin = !absolute && !protocolRelative ? true : sameSite && !protocolRelative;
    const secureScheme = absolute ? new URL(src).protocol === 'https:' : !protocolRelative && pageUrl.protocol === 'https:';
    if (!secureOrigin) {
      external = true;
      if (integrity && !secureScheme) worse('sri-implemented-but-external-scripts-not-loaded-securely');
      else if (!integrity && secureScheme) worse('sri-not-implemented-but-external-scripts-loaded-securely');
      else if (!integrity) worse('sri-not-implemented-and-external-scripts-not-loaded-securely');
    } else if (integrity && secureScheme && worst === null) worst = 'sri-implemented-and-all-scripts-loaded-securely';
  }
  return worst ?? (external ? 'sri-implemented-and-external-scripts-loaded-securely' : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin');
}

function xctoTest(input: Retrieved): string {
  const header = first(input.page.headers, 'x-content-type-options');
  if (header === undefined) return 'x-content-type-options-not-implemented';
  return header.slice(0, 256).trim().toLowerCase() === 'nosniff' ? 'x-content-type-options-nosniff' : 'x-content-type-options-header-invalid';
}

function xfoTest(input: Retrieved, policy: Map<string, Set<string>> | null): string {
  if (policy?.has('frame-ancestors')) return 'x-frame-options-implemented-via-csp';
  const header = first(input.page.headers, 'x-frame-options')?.trim().toLowerCase();
  if (header === undefined) return 'x-frame-options-not-implemented';
  if (header === 'deny' || header === 'sameorigin') return 'x-frame-options-sameorigin-or-deny';
  return header.startsWith('allow-from') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid';
}

function corpTest(input: Retrieved): string {
  const header = first(input.page.headers, 'cross-origin-resource-policy')?.slice(0, 256).trim().toLowerCase();
  if (!header) return 'corp-not-implemented';
  const known: Record<string, string> = {
    'same-site': 'corp-implemented-with-same-site',
    'same-origin': 'corp-implemented-with-same-origin',
    'cross-origin': 'corp-implemented-with-cross-origin',
  };
  return known[header] ?? 'corp-header-invalid';
}

function corsTest(input: Retrieved): string {
  const preflight = input.corsPreflight;
  const allowed = preflight && first(preflight.headers, 'access-control-allow-origin')?.slice(0, 256).trim().toLowerCase();
  if (!preflight || !allowed) return 'cross-origin-resource-sharing-not-implemented';
  if (allowed === '*') return 'cross-origin-resource-sharing-implemented-with-public-access';
  const credentials = first(preflight.headers, 'access-control-allow-credentials')?.trim().toLowerCase() === 'true';
  return allowed === preflight.origin && credentials
    ? 'cross-origin-resource-sharing-implemented-with-universal-access'
    : 'cross-origin-resource-sharing-implemented-with-restricted-access';
}

function cookiesTest(input: Retrieved, hstsPasses: boolean): string {
  if (input.setCookies.length === 0) return 'cookies-not-found';
  // Worst first, in the Observatory's order (not quite the order of the modifiers).
  const rank = [
    'cookies-session-without-secure-flag',
    'cookies-session-without-httponly-flag',
    'cookies-anticsrf-without-samesite-flag',
    'cookies-samesite-flag-invalid',
    'cookies-session-without-secure-flag-but-protected-by-hsts',
    'cookies-without-secure-flag',
    'cookies-without-secure-flag-but-protected-by-hsts',
  ];
  let worst: string | null = null;
  const worse = (candidate: string) => {
    if (worst === null || rank.indexOf(candidate) < rank.indexOf(worst)) worst = candidate;
  };
  let missingSameSite = false;
  for (const raw of input.setCookies) {
    const [pair = '', ...attributes] = raw.split(';').map((part) => part.trim());
    const name = pair.split('=')[0]?.toLowerCase() ?? '';
    const flags = new Map(attributes.map((attribute) => [attribute.split('=')[0]?.toLowerCase() ?? '', attribute.split('=')[1]?.trim().toLowerCase() ?? '']));
    const secure = flags.has('secure');
    const sameSite = flags.get('samesite');
    const session = name.includes('login') || name.includes('sess');
    if (sameSite !== undefined && !['strict', 'lax', 'none'].includes(sameSite)) worse('cookies-samesite-flag-invalid');
    if (!secure && sameSite === 'none') worse('cookies-samesite-flag-invalid');
    if (!secure) worse(hstsPasses ? 'cookies-without-secure-flag-but-protected-by-hsts' : 'cookies-without-secure-flag');
    if (name.includes('csrf') && sameSite === undefined) worse('cookies-anticsrf-without-samesite-flag');
    if (session && !secure) worse(hstsPasses ? 'cookies-session-without-secure-flag-but-protected-by-hsts' : 'cookies-session-without-secure-flag');
    if (session && !flags.has('httponly')) worse('cookies-session-without-httponly-flag');
    if (sameSite === undefined) missingSameSite = true;
  }
  return worst ?? (missingSameSite ? 'cookies-secure-with-httponly-sessions' : 'cookies-secure-with-httponly-sessions-and-samesite');
}

/** The grade and each test's result, as the Observatory computes them. */
export function observatoryScan(input: Retrieved): Scan {
  const csp = cspTest(input);
  const hsts = hstsTest(input);
  const hstsPasses = hsts === 'hsts-implemented-max-age-at-least-six-months' || hsts === 'hsts-preloaded';
  const results: [string, string][] = [
    ['content-security-policy', csp.result],
    ['cookies', cookiesTest(input, hstsPasses)],
    ['cross-origin-resource-sharing', corsTest(input)],
    ['redirection', redirectionTest(input)],
    ['referrer-policy', referrerTest(input)],
    ['strict-transport-security', hsts],
    ['subresource-integrity', sriTest(input)],
    ['x-content-type-options', xctoTest(input)],
    ['x-frame-options', xfoTest(input, csp.policy)],
    ['cross-origin-resource-policy', corpTest(input)],
  ];
  const tests = results.map(([test, result]) => {
    const modifier = MODIFIERS[result] ?? 0;
    return { test, result, modifier, pass: modifier >= 0 };
  });
  const penalties = tests.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 100);
  const score = penalties >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? tests.reduce((sum, { modifier }) => sum + modifier, 100) : penalties;
  return { grade: gradeFor(score), score, tests };
}
