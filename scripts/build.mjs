// `npm run build`: the build's steps, each started once what it reads is ready, so both cores stay busy
// (docs/performance.md#how-the-build-scales):
//   assets ───────────────────────────┐
//   fumadocs-mdx → content → messages ┴→ next build (out/) ┬→ Markdown copies and social cards, a shard per core ┬→ each page finished (build-static.ts),
//                                                         └→ search index ─────────────────────────────────────┘  the host's handlers
//   node scripts/build.mjs
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const tsx = (/** @type {string} */ script, /** @type {string[]} */ ...args) => [process.execPath, '--import', 'tsx', script, ...args];
const bin = (/** @type {string} */ name, /** @type {string[]} */ ...args) => [`node_modules/.bin/${name}`, ...args];

/** @type {Set<import('node:child_process').ChildProcess>} */
const running = new Set();
let failed = false;

/** Stops every step still running and ends the build with `code`. */
function fail(/** @type {string} */ why, /** @type {number} */ code) {
  if (failed) return;
  failed = true;
  console.error(`build: ${why}`);
  for (const child of running) child.kill('SIGTERM');
  process.exitCode = code || 1;
}

/**
 * Runs one step; resolves when it ends well, stops the build when it does not.
 * @param {string[]} command @param {{ env?: Record<string, string> }} [options]
 * @returns {Promise<void>}
 */
function step(command, { env = {} } = {}) {
  const [file = '', ...args] = command;
  if (failed) return new Promise(() => undefined);
  return new Promise((resolve) => {
    /** @type {import('node:child_process').ChildProcess} */
    const child = spawn(file, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    running.add(child);
    child.on('error', (error) => fail(`could not start ${file}: ${error.message}`, 1));
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else
        fail(
          `${command.join(' ').replace(process.execPath, 'node')} ${signal ? `was stopped (${signal})` : `failed (exit ${code})`}`,
          code ?? 1,
        );
    });
  });
}

/** Runs steps one after the other. @param {string[][]} commands */
async function chain(...commands) {
  for (const command of commands) await step(command);
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => fail(`interrupted (${signal})`, 130));

await Promise.all([
  step(tsx('scripts/build-assets.ts')),
  chain(bin('fumadocs-mdx'), tsx('scripts/check-content.ts'), tsx('scripts/check-messages.ts')),
]);

// `.source` is written once, above: fumadocs-mdx's Next plugin would write it again as `next build` starts
// (unless `_FUMADOCS_MDX` says it is done).
await step(bin('next', 'build'), { env: { NEXT_TELEMETRY_DISABLED: '1', TESSERA_LINKS_CHECKED: '1', _FUMADOCS_MDX: '1' } });
// The Markdown copies and social cards, a shard per core, beside the search index.
const shards = availableParallelism();
await Promise.all([
  ...Array.from({ length: shards }, (_, shard) => step(tsx('scripts/build-copies.ts', `${shard}/${shards}`))),
  step(tsx('scripts/build-search.ts', '--site', 'out')),
]);
await chain(tsx('scripts/build-static.ts'), tsx('scripts/build-host.ts'));
