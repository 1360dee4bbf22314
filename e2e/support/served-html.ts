// Request tests of a page's markup: the HTML the host serves, parsed as a document without a browser (happy-dom's
// parser runs no script), for checks of what the markup says before any script runs.
import { type APIRequestContext, expect } from '@playwright/test';
import { Window } from 'happy-dom';

const parser = new new Window().DOMParser();

/** The document served at `path`, which must answer 200 with HTML. */
export async function servedDocument(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toContain('text/html');
  return parser.parseFromString(await response.text(), 'text/html');
}
