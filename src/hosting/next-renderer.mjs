// Next's public request handler on a private socket, unwrapped: the server asks it for a page as a client would and gets
// the whole answer, uncompressed, to finish (docs/deployment.md#prerendered-pages-as-files-from-the-node-server).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Headers that describe one connection, not the request or the answer: never passed on. */
export const HOP_HEADERS = ['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'];
/**
 * What would make Next answer with less than the whole page (a 304 with none of the page's policy,
 * a range): the server answers those itself, from the page it finished.
 */
const PARTIAL_HEADERS = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range'];

/**
 * @param {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => Promise<void>} handle
 */
export async function nextRenderer(handle) {
  const folder = mkdtempSync(path.join(tmpdir(), 'tessera-next-'));
  const socketPath = path.join(folder, 'next.sock');
  /** Next's answer to a request, or 500 (the error logged) should Next throw before it is done. @type {typeof handle} */
  const answer = (request, response) =>
    handle(request, response).catch((error) => {
      console.error(error);
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  const server = createServer(answer);
  await new Promise((resolve) => server.listen(socketPath, () => resolve(undefined)));
  return {
    answer,
    /**
     * Next's answer to a read of the request's URL (a HEAD is asked as a GET: its page is kept).
     * @param {Pick<import('node:http').IncomingMessage, 'url' | 'headers'>} request
     * @returns {Promise<import('node:http').IncomingMessage>}
     */
    render(request) {
      /** @type {Record<string, string | string[] | undefined>} */
      const headers = { ...request.headers, 'accept-encoding': 'identity' };
      for (const name of [...HOP_HEADERS, ...PARTIAL_HEADERS]) delete headers[name];
      return new Promise((resolve, reject) => {
        httpRequest({ socketPath, method: 'GET', path: request.url ?? '/', headers }, resolve)
          .on('error', reject)
          .end();
      });
    },
    close() {
      server.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
