// Moves browser source maps out of the served folder, for the tunnel alone (docs/error-reporting.md#readable-stack-traces).
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nextEnv from '@next/env';
import { glob } from 'tinyglobby';
import { sourceMapNamed, withoutSourceMapComment } from '../src/monitoring/hidden-source-maps.build';
import { HIDDEN_SOURCE_MAPS_DIR, monitoringNextConfig } from '../src/monitoring/next-config.mjs';

const root = process.cwd();
const staticDir = path.join(root, 'out', '_next', 'static');
const hiddenDir = path.join(root, HIDDEN_SOURCE_MAPS_DIR);

nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
const expected = monitoringNextConfig(process.env).sourceMaps;

await rm(hiddenDir, { recursive: true, force: true });
const started = performance.now();
let moved = 0;
for (const file of await glob('**/*.{js,css}', { cwd: staticDir, absolute: true })) {
  const text = await readFile(file, 'utf8');
  const mapName = sourceMapNamed(text);
  if (!mapName) continue;
  await writeFile(file, withoutSourceMapComment(text));
  const map = path.resolve(path.dirname(file), mapName);
  if (!map.startsWith(staticDir + path.sep)) throw new Error(`hide source maps: ${file} names a map outside ${staticDir}`);
  // Named after its chunk: Turbopack gives a map a name of its own.
  const target = path.join(hiddenDir, `${path.relative(staticDir, file)}.map`);
  await mkdir(path.dirname(target), { recursive: true });
  await rename(map, target).then(
    () => moved++,
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    },
  );
}
// Maps no chunk names (none expected) must not be served either.
for (const stray of await glob('**/*.map', { cwd: staticDir, absolute: true })) {
  const target = path.join(hiddenDir, path.relative(staticDir, stray));
  await mkdir(path.dirname(target), { recursive: true });
  await rename(stray, target);
  moved++;
}
if (expected && moved === 0) throw new Error('hide source maps: error reporting is configured but the build wrote no browser source maps');
console.log(`hide source maps: ${moved} maps moved to ${path.relative(root, hiddenDir)} in ${Math.round(performance.now() - started)} ms`);
