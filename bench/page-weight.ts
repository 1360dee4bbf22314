// Prints the bytes a first visit downloads per page (JS and CSS, raw and gzip -6), from the production build.
// Usage: npm run build && npm run bench:weight [-- /path /other/path]
import { spawn } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { freeLoopbackPort } from '../e2e/support/free-port';

const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/docs', '/docs/authentication'];

async function waitFor(url: string, deadline = Date.now() + 30_000) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server at ${url} did not start`);
}

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
  const port = freeLoopbackPort();
  const server = spawn('npx', ['next', 'start', '-H', '127.0.0.1', '-p', String(port)], {
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/`);
    console.log('page | JS files | JS raw | JS gzip | CSS gzip | HTML gzip');
    console.log('---|---|---|---|---|---');
    for (const path of paths) {
      const html = await (await fetch(new URL(path, origin))).text();
      // Modern browsers skip noModule scripts, so they are not counted.
      const scripts = [...html.matchAll(/<script(?![^>]*noModule)[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? '');
      const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1] ?? '');
      const js = await weigh(origin, scripts);
      const css = await weigh(origin, styles);
      const htmlGzip = gzipSync(Buffer.from(html), { level: 6 }).length;
      console.log(`${path} | ${js.files} | ${kb(js.raw)} | ${kb(js.gzip)} | ${kb(css.gzip)} | ${kb(htmlGzip)}`);
    }
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
