// The build id Next embeds in every page: a hash of the code, never of the content, so a content edit leaves
// the other pages and their twins as they were (docs/deployment.md#the-build-id-and-deploys-that-change-only-the-content).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Paths (from the root, `/`-separated) whose files never change the client's code. */
export const NOT_CODE = [
  '.git',
  'node_modules',
  '.next',
  'out',
  'host',
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
