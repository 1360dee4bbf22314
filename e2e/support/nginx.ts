// Runs nginx (Debian's package) for the e2e suite and bench:load from a generated config in a temp dir, in the
// foreground, bound where the config says; installs the package first when it is missing and this is a root Debian shell.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const DEBIAN_NGINX = '/usr/sbin/nginx';

/** The nginx executable, installing Debian's package when it is missing; an error says what to do where that cannot happen. */
export function findNginx(): string {
  const configured = process.env.NGINX_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`NGINX_PATH points to a missing file: ${configured}`);
    return configured;
  }
  if (existsSync(DEBIAN_NGINX)) return DEBIAN_NGINX;
  if (process.getuid?.() === 0 && existsSync('/etc/debian_version')) {
    console.log('nginx: installing Debian nginx (apt-get)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
    if (existsSync(DEBIAN_NGINX)) return DEBIAN_NGINX;
  }
  throw new Error('nginx is not installed: install it (Debian: apt-get install nginx) or set NGINX_PATH.');
}

export type RunningNginx = { prefix: string; process: ChildProcess; stop: () => Promise<void> };

/** A fresh directory for one nginx run (pid, logs, temp files); pass it to the config as `prefix`. */
export async function nginxPrefix(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'tessera-nginx-'));
}

/** Resolves once something accepts connections on host:port, or rejects after `timeoutMs`. */
export async function waitForPort(host: string, port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host, port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`Nothing listens on ${host}:${port} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Checks the config (`nginx -t`), then starts nginx in the foreground; `stop()` ends it and removes the prefix. */
export async function startNginx(config: string, prefix: string, listen: { host: string; port: number }): Promise<RunningNginx> {
  const nginx = findNginx();
  const configFile = path.join(prefix, 'nginx.conf');
  // Started as root, nginx's workers would drop to `nobody`, who cannot read a clone only its owner may enter.
  await writeFile(configFile, process.getuid?.() === 0 ? `user root;\n${config}` : config);
  const args = ['-p', prefix, '-c', configFile, '-e', path.join(prefix, 'error.log')];
  try {
    execFileSync(nginx, [...args, '-t', '-q'], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    throw new Error(`nginx rejected the generated config ${configFile}: ${String((error as { stderr?: Buffer }).stderr ?? error)}`);
  }
  const child = spawn(nginx, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGQUIT'); // graceful: finish what is in flight
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await rm(prefix, { recursive: true, force: true });
  };
  try {
    await waitForPort(listen.host, listen.port);
  } catch (error) {
    await stop();
    throw error;
  }
  return { prefix, process: child, stop };
}
