// The production server (server.mjs) over TLS on a loopback port (TLS_CERT_FILE, TLS_KEY_FILE), from
// the current build, with a self-signed certificate made by openssl for 127.0.0.1. Stops with `stop()`,
// or with the parent process.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type TlsServer = { origin: string; ca: string; stop: () => Promise<void> };

function selfSignedCertificate(directory: string) {
  const key = path.join(directory, 'key.pem');
  const cert = path.join(directory, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    {
      stdio: 'ignore',
    },
  );
  return { key, cert };
}

export async function startTlsServer(root: string, port: number, env: Record<string, string> = {}): Promise<TlsServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'tessera-tls-'));
  const { key, cert } = selfSignedCertificate(directory);
  const child = spawn(process.execPath, ['server.mjs'], {
    cwd: root,
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), TLS_CERT_FILE: cert, TLS_KEY_FILE: key },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(directory, { recursive: true, force: true });
  };
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the TLS server did not start within 60 s')), 60_000);
    child.once('exit', (code) => reject(new Error(`the TLS server exited with ${code}`)));
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
  return { origin: `https://127.0.0.1:${port}`, ca: readFileSync(cert, 'utf8'), stop };
}
