// Sends a console request from the browser (adapter): fetch without cookies, stopped after
// CONSOLE_TIMEOUT_MS, timed from sending to the last byte. A failed fetch is told apart by a HEAD in
// `no-cors` mode: it resolves (with an opaque answer) when the server is up, so the failure was its
// CORS refusal; it fails too when nothing answers.
import type { ConsoleRequest } from './console-request';
import { CONSOLE_TIMEOUT_MS, type ConsoleOutcome, readBody } from './console-response';

/** How long the reachability probe may take. */
const PROBE_TIMEOUT_MS = 5_000;

async function reachable(url: string): Promise<boolean> {
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), PROBE_TIMEOUT_MS);
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: stop.signal });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export async function sendConsoleRequest(request: ConsoleRequest, timeoutMs = CONSOLE_TIMEOUT_MS): Promise<ConsoleOutcome> {
  const target = new URL(request.url);
  const origin = target.origin;
  if (window.location.protocol === 'https:' && target.protocol === 'http:') return { kind: 'insecure', origin };
  const stop = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    stop.abort();
  }, timeoutMs);
  const started = performance.now();
  try {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      // The token goes in the Authorization header only; no cookies of this site go to the API.
      credentials: 'omit',
      cache: 'no-store',
      signal: stop.signal,
    });
    const text = await response.text();
    return {
      kind: 'answer',
      status: response.status,
      statusText: response.statusText,
      headers: [...response.headers.entries()],
      durationMs: performance.now() - started,
      body: readBody(response.headers.get('content-type'), text),
    };
  } catch {
    if (timedOut) return { kind: 'timeout', origin, afterMs: timeoutMs };
    return (await reachable(request.url)) ? { kind: 'cors', origin } : { kind: 'network', origin };
  } finally {
    clearTimeout(timer);
  }
}
