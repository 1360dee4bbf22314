// The thin host (server.mjs) over TLS on a loopback port (TLS_CERT_FILE, TLS_KEY_FILE), from
// the current build, with a self-signed certificate made by openssl for 127.0.0.1. Stops with `stop()`,
// or with the parent process.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHost } from './host-process';

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
  try {
    const host = await startHost(root, port, { ...env, TLS_CERT_FILE: cert, TLS_KEY_FILE: key });
    const stop = async () => {
      await host.stop();
      rmSync(directory, { recursive: true, force: true });
    };
    return { origin: `https://127.0.0.1:${port}`, ca: readFileSync(cert, 'utf8'), stop };
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }
}
