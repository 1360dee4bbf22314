// A thin host of its own (server.mjs over the current build) on a loopback port, for tests that need
// their own settings (TLS, their own traffic folder). `stop()` sends SIGTERM, as an operator's stop does,
// and waits for it to exit.
import { spawn } from 'node:child_process';

export type HostProcess = { stop: () => Promise<void> };

export async function startHost(root: string, port: number, env: Record<string, string>): Promise<HostProcess> {
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the host did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`the host exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready on')) {
        clearTimeout(timer);
        resolve();
      }
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { stop };
}
