// Starts the production server (server.mjs: Next plus headers and compression) on the existing build on a
// free loopback port, hands its origin to the caller, and stops it afterwards (benches measure what a
// visitor of the built site gets).
import { spawn } from 'node:child_process';
import { freeLoopbackPort } from '../../e2e/support/free-port';

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

export async function withProductionServer<T>(run: (origin: string) => Promise<T>): Promise<T> {
  const port = freeLoopbackPort();
  const server = spawn(process.execPath, ['server.mjs'], {
    stdio: 'ignore',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', HOST: '127.0.0.1', PORT: String(port) },
    detached: true,
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${origin}/`);
    return await run(origin);
  } finally {
    if (server.pid) process.kill(-server.pid);
  }
}
