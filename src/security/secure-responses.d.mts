// Types for secure-responses.mjs (plain JavaScript, so the Node server imports it without a compiler).
import type { IncomingMessage, ServerResponse } from 'node:http';
export declare function isHttpsRequest(request: IncomingMessage): boolean;
export declare function secureResponses(peers: {
  collectorOrigin?: string;
  tunnelPath?: string;
  dsnOrigin?: string;
  reportPath?: string;
}): (request: IncomingMessage, response: ServerResponse) => void;
