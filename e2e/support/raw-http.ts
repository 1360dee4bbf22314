// Requests exactly as written: node:http sends the path and headers untouched (a browser or URL parser
// would resolve `..` and re-encode), so traversal and oversize probes reach the server as an attacker
// sends them. Each on its own connection: one the server closed after a refusal is never reused.
import { request } from 'node:http';

export type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string; ms: number };

export function rawRequest(
  path: string,
  { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port: Number(process.env.E2E_PORT), path, method, headers, timeout: 15_000, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer to ${method} ${path.slice(0, 80)} within 15 s`)));
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
