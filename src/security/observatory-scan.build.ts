// Retrieves what the Observatory looks at from a live server (node:http/https; a CA may be given for a
// self-signed loopback certificate): the front page over https, the redirect chain from plain http, a
// CORS preflight and the cookies of the page and /robots.txt. Then grades it (observatory-rules.ts).
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { observatoryScan, type Headers, type Retrieved, type Scan } from './observatory-rules';

/** The Origin the Observatory sends with its CORS preflight. */
const OBSERVATORY_ORIGIN = 'https://http-observatory.security.mozilla.org';
const MAX_REDIRECTS = 10;
const TIMEOUT_MS = 10_000;

type Answer = { status: number; headers: Headers; body: string };

function fetchOnce(url: URL, { method = 'GET', headers = {}, ca }: { method?: string; headers?: Record<string, string>; ca?: string }): Promise<Answer> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(url, { method, headers: { accept: 'text/html,*/*;q=0.8', ...headers }, ca, agent: false, timeout: TIMEOUT_MS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${url} did not answer within ${TIMEOUT_MS} ms`)));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const setCookies = (headers: Headers) => {
  const value = headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/** Follows redirects by hand, recording every hop as the Observatory does. */
async function followRedirects(start: URL, ca?: string) {
  const hops: { url: string; status: number }[] = [];
  let url = start;
  for (;;) {
    const answer = await fetchOnce(url, { ca });
    hops.push({ url: url.href, status: answer.status });
    const location = answer.headers.location;
    if (![301, 302, 303, 307, 308].includes(answer.status) || typeof location !== 'string' || hops.length > MAX_REDIRECTS) return { hops, answer, url };
    url = new URL(location, url);
  }
}

/**
 * @param httpsOrigin where the site answers over TLS, e.g. https://127.0.0.1:8443
 * @param options.httpOrigin where it answers plain http, if anywhere (else: "no http, no redirect needed")
 * @param options.ca PEM of a certificate to trust besides the system's (a loopback self-signed one)
 */
export async function scanSite(
  httpsOrigin: string,
  options: { httpOrigin?: string; ca?: string; loopbackPeersAreSecure?: boolean } = {},
): Promise<Scan & { retrieved: Retrieved }> {
  const { hops, answer, url } = await followRedirects(new URL('/', httpsOrigin), options.ca);
  void hops;
  const httpRedirects = options.httpOrigin ? (await followRedirects(new URL('/', options.httpOrigin), options.ca)).hops : null;
  const preflight = await fetchOnce(url, { method: 'OPTIONS', headers: { origin: OBSERVATORY_ORIGIN, 'access-control-request-method': 'GET' }, ca: options.ca });
  const robots = await fetchOnce(new URL('/robots.txt', url), { headers: { accept: 'text/plain,*/*;q=0.8' }, ca: options.ca });
  const retrieved: Retrieved = {
    page: { url: url.href, status: answer.status, headers: answer.headers, body: answer.body },
    httpRedirects,
    https: url.protocol === 'https:',
    corsPreflight: { headers: preflight.headers, origin: OBSERVATORY_ORIGIN },
    setCookies: [...setCookies(answer.headers), ...setCookies(robots.headers)],
    hstsPreloaded: false,
    loopbackPeersAreSecure: options.loopbackPeersAreSecure ?? false,
  };
  return { ...observatoryScan(retrieved), retrieved };
}

/** The scan as lines for a terminal. */
export function formatScan(scan: Scan): string {
  const rows = scan.tests.map(({ test, result, modifier, pass }) => `  ${pass ? 'pass' : 'FAIL'}  ${String(modifier).padStart(3)}  ${test.padEnd(30)} ${result}`);
  return [`grade ${scan.grade} (score ${scan.score})`, ...rows].join('\n');
}
