// After `next build` (npm run build): each page's Markdown copy (out/<page>.md) and Open Graph card
// (out/og/<page>.png), written by plain Node. Not Next's entries: Next hands each worker one contiguous slice
// of its entries, so with a copy and a card beside each page one worker rendered the pages while the other
// idled (docs/performance.md#how-the-build-scales). Runs a shard per core, each a process of its own:
//   tsx scripts/build-copies.ts [<shard>/<shards>]
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import nextEnv from '@next/env';
import { register } from 'fumadocs-mdx/node';
import { STATIC_EXPORT_DIR } from '../src/hosting/next-config.mjs';

if (!process.argv[2]) {
  const shards = availableParallelism();
  const codes = await Promise.all(
    Array.from(
      { length: shards },
      (_, shard) =>
        new Promise<number>((resolve) =>
          spawn(process.execPath, [...process.execArgv, import.meta.filename, `${shard}/${shards}`], { stdio: 'inherit' })
            .on('error', () => resolve(1))
            .on('exit', (code) => resolve(code ?? 1)),
        ),
    ),
  );
  process.exit(codes.find((code) => code !== 0) ?? 0);
}
const [shard = 0, shards = 1] = (process.argv[2] ?? '0/1').split('/').map(Number);
// The origin the copies' links name comes from the configuration the build read (.env files included).
nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
// The content (MDX collections and the changelog) loads through fumadocs-mdx's hooks, into a folder of this shard's own.
register({ outDir: `.source/copies-${shard}` });
const { markdownPages } = await import('../src/docs/machine/markdown-source');
const { pageMarkdown } = await import('../src/docs/machine/markdown-docs');
const { socialCards, socialCardUrl } = await import('../src/docs/social-cards');
const { socialCard } = await import('../src/shell/social/SocialCard');
const { siteUrl } = await import('../src/config/site');

const started = performance.now();
const mine = <T>(items: T[]) => items.filter((_item, index) => index % shards === shard);
async function write(url: string, data: string | Uint8Array) {
  const file = path.join(STATIC_EXPORT_DIR, url);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, data);
}

const pages = mine(await markdownPages());
for (const page of pages) await write(`${page.url}.md`, pageMarkdown(page, siteUrl().origin));
const cards = mine(await socialCards());
for (const { pageUrl, content } of cards) {
  await write(socialCardUrl(pageUrl), new Uint8Array(await (await socialCard(content)).arrayBuffer()));
}
console.log(
  `copies ${shard + 1}/${shards}: ${pages.length} Markdown copies and ${cards.length} social cards in ${Math.round(performance.now() - started)} ms`,
);
