// The pages that moved, read where the server runs (content/redirects.yml; the build checked it):
// MCP's get_page follows a former path to the page, as the server's 308 does.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { readRedirects, REDIRECTS_FILE } from '../hosting/redirects.mjs';

let moves: ReadonlyMap<string, string> | undefined;
/** Former path → current path; empty when the site lists no moves. */
export function movedPages(): ReadonlyMap<string, string> {
  if (!moves) {
    const file = path.join(/* turbopackIgnore: true */ process.cwd(), REDIRECTS_FILE);
    const entries = existsSync(file) ? parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8')) : [];
    // Checked against the pages at build (content-index.build.ts); read as written here.
    moves = new Map(readRedirects(entries).map(({ from, to }) => [from, to]));
  }
  return moves;
}
