// Prints the bytes a first visit downloads per page (JS and CSS, raw and gzip -6), from the production build.
// Usage: npm run build && npm run bench:weight [-- /path /other/path]
import { gzipSync } from 'node:zlib';
import { firstLoadScriptSources } from '../e2e/support/first-load-scripts';
import { withProductionServer } from './support/production-server';

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/docs', '/docs/authentication'];

type Weight = { files: number; raw: number; gzip: number };

async function weigh(origin: string, urls: string[]): Promise<Weight> {
  const weight = { files: 0, raw: 0, gzip: 0 };
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
    weight.files++;
    weight.raw += body.length;
    weight.gzip += gzipSync(body, { level: 6 }).length;
  }
  return weight;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  await withProductionServer(async (origin) => {
    console.log('page | JS files | JS raw | JS gzip | CSS gzip | HTML gzip');
    console.log('---|---|---|---|---|---');
    for (const path of paths) {
      const html = await (await fetch(new URL(path, origin))).text();
      // The framework's chunks are not script tags but the list the paint-first loader fetches.
      const scripts = firstLoadScriptSources(html);
      const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');
      const js = await weigh(origin, scripts);
      const css = await weigh(origin, styles);
      const htmlGzip = gzipSync(Buffer.from(html), { level: 6 }).length;
      console.log(`${path} | ${js.files} | ${kb(js.raw)} | ${kb(js.gzip)} | ${kb(css.gzip)} | ${kb(htmlGzip)}`);
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
