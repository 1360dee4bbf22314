// After `next build` (both builds), before the twins: marks the start-up chunks for eager compilation (src/hosting/compile-hints.build.ts).
//   tsx scripts/compile-hints.ts <pages folder> <folder served at /_next/static/>
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'tinyglobby';
import { shiftSourceMap, startUpChunks, withCompileHint } from '../src/hosting/compile-hints.build';

const STATIC_PREFIX = '/_next/static/';

async function main() {
  const [pagesDir, staticDir] = process.argv.slice(2);
  if (!pagesDir || !staticDir) throw new Error('usage: tsx scripts/compile-hints.ts <pages folder> <folder served at /_next/static/>');
  const started = performance.now();
  const pages = await glob('**/*.html', { cwd: pagesDir, absolute: true });
  // One page at a time: a static export has every page in every locale, and read all at once they held this step at 4.2 GB.
  const found = new Set<string>();
  for (const page of pages) for (const chunk of startUpChunks([await readFile(page, 'utf8')])) found.add(chunk);
  const chunks = [...found].sort();
  // A build whose pages name no chunks has changed shape under us: say so rather than mark nothing.
  if (chunks.length === 0) throw new Error(`compile hints: no start-up chunk found in the ${pages.length} pages under ${pagesDir}`);
  for (const chunk of chunks) {
    if (!chunk.startsWith(STATIC_PREFIX)) throw new Error(`compile hints: ${chunk} is not under ${STATIC_PREFIX}`);
    const file = path.join(staticDir, chunk.slice(STATIC_PREFIX.length));
    const source = await readFile(file, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    await writeFile(file, hinted);
    // Its source map, where the build wrote one, follows the shift (Turbopack names it in the chunk's last line).
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(source)?.[1];
    const map = mapName ? path.join(path.dirname(file), mapName) : undefined;
    if (map && existsSync(map)) await writeFile(map, shiftSourceMap(await readFile(map, 'utf8')));
  }
  console.log(
    `compile hints: ${chunks.length} start-up chunks of ${pages.length} pages marked for eager compilation in ${Math.round(performance.now() - started)} ms`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
