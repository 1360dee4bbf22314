// Runs nginx (Debian's package) for the e2e suite and bench:load from a config written around the build's two parts
// (docs/deployment.md#nginx) in a temp dir, in the foreground, bound where the config says; installs the package first
// when it is missing and this is a root Debian shell.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NGINX_BUILD_CONFIG, NGINX_SITE_CONFIG, nginxString } from '../../src/hosting/nginx-config.build';

const DEBIAN_NGINX = '/usr/sbin/nginx';

export type Listen = { host: string; port: number };

export function listenAddress({ host, port }: Listen): string {
  if (!/^[\w.:[\]-]+$/.test(host) || !Number.isInteger(port) || port <= 0 || port > 65_535) {
    throw new Error(`Not a listen address: ${host}:${port}`);
  }
  return `${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`;
}

/** nginx's own files (pid, logs, temp files) under `prefix`, so a run leaves nothing elsewhere; then the http block. */
export function nginxMain(prefix: string, http: string[]): string {
  const inPrefix = (name: string) => nginxString(path.join(prefix, name));
  return [
    'worker_processes auto;',
    `pid ${inPrefix('nginx.pid')};`,
    `error_log ${inPrefix('error.log')} warn;`,
    'events { worker_connections 4096; }',
    'http {',
    '  access_log off;',
    '  keepalive_requests 100000;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${inPrefix(`${kind}-temp`)};`),
    ...http.map((line) => `  ${line}`),
    '}',
    '',
  ].join('\n');
}

/** A whole nginx.conf serving the build in `project` (its out/, host/nginx.conf and the checked-in part) on `listen`. */
export function nginxConfig({ prefix, project, listen }: { prefix: string; project: string; listen: Listen }): string {
  const at = (file: string) => nginxString(path.resolve(project, file));
  return nginxMain(prefix, [
    'server {',
    `  listen ${listenAddress(listen)};`,
    `  root ${at('out')};`,
    `  include ${at(NGINX_BUILD_CONFIG)};`,
    `  include ${at(NGINX_SITE_CONFIG)};`,
    '}',
  ]);
}

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
