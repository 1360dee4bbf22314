// Build step before `next build`: checks every content page's links and anchors in one pass
// (src/docs/links/check-content.build.ts). The same check runs inside the MDX pipeline in `next dev`;
// the build skips it there (TESSERA_LINKS_CHECKED), since this pass sees the whole site as it is now.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { brokenContentLinks } from '../src/docs/links/check-content.build';
import { CHANGELOG_DIR, CONTENT_DIR } from '../src/docs/links/content-index.build';

/** Kept by `next build` between builds, like the compiled pages beside it. */
const FACTS_CACHE_DIR = path.resolve('.next/cache/tessera-links');

async function main() {
  const started = performance.now();
  const files = [
    ...(await glob(['**/*.mdx', '**/*.md'], { cwd: CONTENT_DIR, absolute: true })),
    ...(await glob(['**/*.mdx'], { cwd: CHANGELOG_DIR, absolute: true })),
  ].sort();
  // Cached facts depend on the packages that read them (the heading slugger): the lock file says which.
  const salt = existsSync('package-lock.json') ? createHash('sha256').update(readFileSync('package-lock.json')).digest('hex') : '';
  const failures = await brokenContentLinks(files, { cache: { dir: FACTS_CACHE_DIR, salt } });
  if (failures.length > 0) {
    console.error(`content: ${failures.join('\n')}`);
    process.exit(1);
  }
  console.log(`content: links and anchors of ${files.length} pages resolve (${Math.round(performance.now() - started)} ms)`);
}

main().catch((error: unknown) => {
  console.error(`content: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
