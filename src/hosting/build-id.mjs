// The build id Next embeds in every page (build time, next.config.mjs): a hash of the code, never of
// the docs content. Next's own id is random per build, so every page's HTML changed on every build
// and none of its brotli and gzip twins could be kept; with this one, a build after an edit to one
// page leaves the other pages' HTML byte for byte as it was, and the twins carry over
// (scripts/ready-pages.mjs). Content reaches the browser only as data in the pages' payloads, never in
// the client's scripts, so two builds of the same code may share an id: a tab open across a
// content-only deploy keeps navigating in place and gets the new content (Next reloads the page only
// when the id changes).
//
// Hashed: every file under the project's root but what is listed below, and what Next writes into
// the client's scripts from outside the files (the config's `env` and `define` values, NEXT_PUBLIC_*
// variables, TESSERA_* variables, the Node version). Left out: the content and what is made from it,
// build output, dependencies (package-lock.json stands for them), test and bench output.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Paths (from the root, `/`-separated) whose files never change the client's code. */
export const NOT_CODE = [
  '.git',
  'node_modules',
  '.next',
  'out',
  'content',
  // Made from content: fumadocs-mdx's imports of the pages, the images the pages publish, the search index.
  '.source',
  'public/content-media',
  'public/search',
  'public/search.json',
  // Rewritten by Next or TypeScript during a build, from files hashed anyway.
  'next-env.d.ts',
  'tsconfig.tsbuildinfo',
  'test-results',
  'playwright-report',
  'blob-report',
  'bench/results',
];

/** Environment variables that can change what a build writes: inlined into scripts or read by the build. */
const BUILD_ENV = /^(NEXT_PUBLIC_|TESSERA_|NODE_ENV$)/;

/**
 * @param {string} root
 * @param {{ env: Readonly<Record<string, string | undefined>>, inlined?: unknown }} inputs `inlined`:
 *   what next.config.mjs hands Next to write into the code (`env`, `compiler.define`)
 * @returns {string} 21 URL-safe characters, the length of Next's own ids
 */
export function codeBuildId(root, { env, inlined = null }) {
  const hash = createHash('sha256');
  /** @param {string} folder relative to root, '' for the root */
  const walk = (folder) => {
    const entries = readdirSync(path.join(/* turbopackIgnore: true */ root, folder), { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : 1,
    );
    for (const entry of entries) {
      const relative = folder ? `${folder}/${entry.name}` : entry.name;
      if (NOT_CODE.includes(relative) || relative.endsWith('.tmp')) continue;
      if (entry.isDirectory()) walk(relative);
      else if (entry.isFile())
        hash
          .update(`${relative}\0`)
          .update(readFileSync(path.join(/* turbopackIgnore: true */ root, relative)))
          .update('\0');
    }
  };
  walk('');
  const variables = Object.keys(env)
    .filter((name) => BUILD_ENV.test(name))
    .sort()
    .map((name) => [name, env[name]]);
  hash.update(JSON.stringify({ variables, inlined, node: process.version }));
  return hash.digest('base64url').slice(0, 21);
}
