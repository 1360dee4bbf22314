// After the export: what the thin host reads besides out/ (docs/deployment.md#the-thin-host): its code bundled
// into host/host.mjs (plain Node runs it: no tsx, no Next), and the API's history as data for MCP.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { register } from 'fumadocs-mdx/node';
import { API_HISTORY_FILE } from '../src/host/handlers';

// The history reads the changelog's entries, MDX collections that Node loads through fumadocs-mdx's hooks.
register({ outDir: '.source/host' });
const { apiChanges } = await import('../src/docs/api-changes');

const started = performance.now();
await mkdir(path.dirname(API_HISTORY_FILE), { recursive: true });
await writeFile(API_HISTORY_FILE, JSON.stringify(await apiChanges()));
await build({
  entryPoints: ['src/host/host.ts'],
  outfile: 'host/host.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Packages written for CommonJS ask for `require`; an ES module has none of its own.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  logLevel: 'warning',
});
console.log(`host: its code and the API's history written to host/ in ${Math.round(performance.now() - started)} ms`);
