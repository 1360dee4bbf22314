import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptHashSource } from '../security/content-security-policy.mjs';
import { isHttpsRequest, secureResponses } from './secure-responses.mjs';

const PAGE = `<!DOCTYPE html><html><head><script>boot()</script></head><body><p>${'words '.repeat(300)}</p><script>self.__next_f.push([1])</script></body></html>`;

/** Answers the way Next does in its different paths: whole buffers, streamed chunks, writeHead with headers. */
function fakeNext(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '';
  if (url === '/whole' && !request.headers['if-none-match']) {
    response.statusCode = 200;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('ETag', '"v1"');
    response.setHeader('Cache-Control', 's-maxage=31536000');
    response.end(request.method === 'HEAD' ? undefined : PAGE);
  } else if (url === '/streamed') {
    response.writeHead(404, { 'Content-Type': 'text/html' });
    response.write(PAGE.slice(0, 40));
    setTimeout(() => response.end(Buffer.from(PAGE.slice(40))), 5);
  } else if (url === '/script.js') {
    response.setHeader('Content-Type', 'application/javascript');
    response.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    response.end('x'.repeat(5000));
  } else if (url === '/whole' && request.headers['if-none-match'] === '"v1"') {
    response.statusCode = 304;
    response.setHeader('ETag', '"v1"');
    response.end();
  } else {
    response.writeHead(304).end();
  }
}

describe('secureResponses', () => {
  let server: Server;
  let origin = '';
  beforeAll(async () => {
    const secure = secureResponses({
      collectorOrigin: 'http://127.0.0.1:9090',
      tunnelPath: '/monitoring',
      dsnOrigin: 'http://127.0.0.1:9876',
    });
    const compress = compression();
    server = createServer((request, response) => {
      compress(request as never, response as never, () => {
        secure(request, response);
        fakeNext(request, response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('gives an HTML page a policy with the hashes of exactly its inline scripts, and revalidation', async () => {
    const response = await fetch(`${origin}/whole`, { headers: { 'accept-encoding': 'identity' } });
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`script-src 'self' ${scriptHashSource('boot()')} ${scriptHashSource('self.__next_f.push([1])')};`);
    expect(policy).toContain("connect-src 'self' http://127.0.0.1:9090;");
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)));
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe(PAGE);
  });

  it('hashes streamed HTML too, keeping its status and compressing it', async () => {
    const response = await fetch(`${origin}/streamed`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-security-policy')).toContain(scriptHashSource('boot()'));
    expect(await response.text()).toBe(PAGE);
  });

  it('answers HEAD with the policy its GET had', async () => {
    const get = await fetch(`${origin}/whole`);
    const head = await fetch(`${origin}/whole`, { method: 'HEAD' });
    expect(head.headers.get('content-security-policy')).toBe(get.headers.get('content-security-policy'));
  });

  it("keeps the cached page's policy on a 304: the page's own, or none rather than one without its hashes", async () => {
    const get = await fetch(`${origin}/whole`);
    const notModified = await fetch(`${origin}/whole`, { headers: { 'if-none-match': '"v1"' } });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('content-security-policy')).toBe(get.headers.get('content-security-policy'));
    const unknown = await fetch(`${origin}/never-seen`);
    expect(unknown.status).toBe(304);
    expect(unknown.headers.get('content-security-policy')).toBeNull();
  });

  it('passes other responses through with the base policy and their own caching, compressed', async () => {
    const response = await fetch(`${origin}/script.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self';/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('x'.repeat(5000));
  });

  it('sends HSTS only to requests that came over https', async () => {
    expect((await fetch(`${origin}/script.js`)).headers.get('strict-transport-security')).toBeNull();
    const proxied = await fetch(`${origin}/script.js`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers.get('strict-transport-security')).toMatch(/^max-age=\d+$/);
  });
});

describe('isHttpsRequest', () => {
  const request = (headers: Record<string, string | string[]>, encrypted = false) =>
    ({ headers, socket: { encrypted } }) as unknown as IncomingMessage;
  it('trusts TLS and the first X-Forwarded-Proto hop', () => {
    expect(isHttpsRequest(request({}, true))).toBe(true);
    expect(isHttpsRequest(request({ 'x-forwarded-proto': 'HTTPS, http' }))).toBe(true);
    expect(isHttpsRequest(request({ 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(isHttpsRequest(request({}))).toBe(false);
  });
});
