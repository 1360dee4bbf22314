// `npm run dev` once the assets are built: next dev, the Tessera API mock unless NEXT_PUBLIC_API_BASE_URL is set, and
// search kept up to date (docs/testing.md#mock-api). Ctrl-C, or next dev ending, stops all.
//   npm run dev -- --port 3001   (arguments go to next dev)
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import nextEnv from '@next/env';
import { startTesseraApi, type TesseraApi, tesseraApiOptionsFromEnv } from '../e2e/peers/tessera-api';

const nextCli = createRequire(import.meta.url).resolve('next/dist/bin/next');

// What next dev will read (.env.development, .env.local…): a base URL set there means no mock too.
nextEnv.loadEnvConfig(process.cwd(), true, { info: () => {}, error: console.error });
let api: TesseraApi | null = null;
const env = { ...process.env };
if (process.env.NEXT_PUBLIC_API_BASE_URL) {
  console.log(`dev: NEXT_PUBLIC_API_BASE_URL is set (${process.env.NEXT_PUBLIC_API_BASE_URL}); no mock API`);
} else {
  api = await startTesseraApi(tesseraApiOptionsFromEnv(process.env));
  env.NEXT_PUBLIC_API_BASE_URL = api.url;
  console.log(`dev: mock Tessera API on ${api.url} (npm run mock-api runs it alone)`);
}

const next = spawn(process.execPath, [nextCli, 'dev', ...process.argv.slice(2)], { stdio: 'inherit', env });
// Search works in dev too, and follows the content as it is edited: Node's watch mode runs the index build again,
// from the start, a moment after a file under content/ changes (docs/search.md).
const search = spawn(
  process.execPath,
  ['--watch-path=content', '--watch-preserve-output', '--import', 'tsx', 'scripts/build-search.ts', '--dev'],
  { stdio: 'inherit' },
);
search.on('error', (error) => console.error(`dev: search will not follow the content: ${error.message}`));

async function stop(code: number): Promise<never> {
  search.kill();
  await api?.close();
  process.exit(code);
}

// The terminal sends Ctrl-C to next dev as well; passing signals on covers a kill aimed at this process alone.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => next.kill(signal));
next.on('error', (error) => {
  console.error(`dev: could not start next dev: ${error.message}`);
  void stop(1);
});
next.on('exit', (code, signal) => void stop(code ?? (signal ? 0 : 1)));
