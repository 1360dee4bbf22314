import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptHashSource } from '../security/content-security-policy.mjs';
import { nextRenderer } from './next-renderer.mjs';
import { readyPageStore } from './ready-page-store.mjs';

const PAGE = `<!DOCTYPE html><html><head><script>boot()</script></head><body><p>${'words '.repeat(300)}</p><script>self.__next_f.push([1])</script></body></html>`;
const NAVIGATION_VARY = 'rsc, next-router-state-tree';

/** Next as the store meets it: a page it caches, one it renders per request, an error, a redirect. */
const asked: string[] = [];
async function fakeNext(request: IncomingMessage, response: ServerResponse) {
  const url = request.url ?? '';
  asked.push(`${url} ${request.headers['accept-encoding']}${request.headers['if-none-match'] ? ' conditional' : ''}`);
  if (request.headers['if-none-match']) return void response.writeHead(304).end();
  response.setHeader('Vary', NAVIGATION_VARY);
  if (url === '/' || url.startsWith('/kept')) {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 's-maxage=31536000');
    response.end(PAGE);
  } else if (url === '/per-request') {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    response.end(PAGE);
  } else if (url === '/missing') {
    response.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 's-maxage=31536000' });
    response.end(PAGE);
  } else if (url === '/old') {
    response.writeHead(308, { Location: '/kept' });
    response.end();
  } else {
    response.destroy();
  }
}

describe('readyPageStore', () => {
  let server: Server;
  let origin = '';
  let close = () => {};
  let dir = '';
  const handedOn: string[] = [];
  beforeAll(async () => {
    const renderer = await nextRenderer(fakeNext);
    dir = await mkdtemp(path.join(tmpdir(), 'ready-pages-'));
    const store = readyPageStore({ dir, peers: {}, render: renderer.render });
    await store.start();
    server = createServer((request, response) => {
      const handOn = () => {
        handedOn.push(request.url ?? '');
        response.writeHead(502).end();
      };
      if (store.send(request, response, handOn)) return;
      if (store.render(request, response, handOn)) return;
      response.writeHead(418).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => renderer.close();
  });
  afterAll(() => {
    server.close();
    close();
  });

  it('finishes a page Next keeps on its first request, then sends it without asking Next again', async () => {
    const first = await fetch(`${origin}/kept?utm_source=x`, { headers: { 'accept-encoding': 'br' } });
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    const policy = first.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(scriptHashSource('boot()'));
    expect(policy).toContain(scriptHashSource('self.__next_f.push([1])'));
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.get('vary')).toBe(`${NAVIGATION_VARY}, Accept-Encoding`);
    // Next was asked for it uncompressed, once.
    expect(asked.filter((entry) => entry.startsWith('/kept'))).toEqual(['/kept?utm_source=x identity']);
    expect(await first.text()).toBe(PAGE);

    const etag = first.headers.get('etag') ?? '';
    const again = await fetch(`${origin}/kept`, { headers: { 'accept-encoding': 'gzip' } });
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('content-security-policy')).toBe(policy);
    expect(await again.text()).toBe(PAGE);
    // (Not fetch: with If-None-Match it also sends Cache-Control: no-cache, which asks for the page itself.)
    const revalidated = await new Promise<IncomingMessage>((resolve) =>
      get(`${origin}/kept`, { headers: { 'if-none-match': etag } }, resolve),
    );
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-security-policy']).toBe(policy);
    const head = await fetch(`${origin}/kept`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(asked.filter((entry) => entry.startsWith('/kept'))).toHaveLength(1);
  });

  it('finishes a page rendered for one request, an error or a 404 each time, and keeps none of them', async () => {
    for (const [url, status] of [
      ['/per-request', 200],
      ['/missing', 404],
    ] as const) {
      for (let round = 0; round < 2; round += 1) {
        const response = await fetch(`${origin}${url}`);
        expect(response.status, url).toBe(status);
        expect(response.headers.get('content-security-policy'), url).toContain(scriptHashSource('boot()'));
        expect(await response.text()).toBe(PAGE);
      }
      expect(asked.filter((entry) => entry.startsWith(url))).toHaveLength(2);
    }
    // Sent for one request, it keeps Next's caching and the pages' Vary.
    const perRequest = await fetch(`${origin}/per-request`);
    expect(perRequest.headers.get('cache-control')).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    expect(perRequest.headers.get('vary')).toBe(`${NAVIGATION_VARY}, Accept-Encoding`);
    expect((await fetch(`${origin}/missing`)).headers.get('cache-control')).toBe('s-maxage=31536000');
  });

  it("passes on what is not a page as Next sent it, and leaves Next's own requests and files alone", async () => {
    const redirect = await fetch(`${origin}/old`, { redirect: 'manual' });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('/kept');
    expect((await fetch(`${origin}/kept`, { headers: { rsc: '1' } })).status).toBe(418);
    expect((await fetch(`${origin}/kept.md`)).status).toBe(418);
    expect((await fetch(`${origin}/kept`, { method: 'POST' })).status).toBe(418);
  });

  it('keeps a page only under its plain path: not one Next reads through dot segments or escapes', async () => {
    // The path as written (a URL string would be normalised before it is sent).
    const { hostname, port } = new URL(origin);
    const raw = (url: string) => new Promise<IncomingMessage>((resolve) => get({ hostname, port, path: url }, resolve));
    for (const url of ['/kept-a/../kept-b', '/kept%2Dc']) {
      for (let round = 0; round < 2; round += 1) expect((await raw(url)).statusCode, url).toBe(200);
      // Rendered each time, kept never (nor written anywhere).
      expect(asked.filter((entry) => entry.startsWith(url))).toHaveLength(2);
    }
    expect(existsSync(path.join(dir, '..', 'kept-b.html.br'))).toBe(false);
  });

  it("never passes a client's conditional request to Next: its 304 would carry none of the page's policy", async () => {
    const conditional = await new Promise<IncomingMessage>((resolve) =>
      get(`${origin}/kept-fresh`, { headers: { 'if-none-match': '"from-an-old-deploy"', range: 'bytes=0-10' } }, resolve),
    );
    expect(conditional.statusCode).toBe(200);
    expect(conditional.headers['content-security-policy']).toContain(scriptHashSource('boot()'));
    expect(asked.filter((entry) => entry.startsWith('/kept-fresh'))).toEqual(['/kept-fresh identity']);
  });

  it('hands the request on when Next fails before answering', async () => {
    expect((await fetch(`${origin}/broken`)).status).toBe(502);
    expect(handedOn).toContain('/broken');
  });
});
