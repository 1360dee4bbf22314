import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { monitoringNextConfig, monitoringRelease } from './next-config.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const DSN = 'http://publickey@127.0.0.1:9876/1';

describe('monitoringNextConfig', () => {
  it('ships no client instrumentation without a DSN', () => {
    expect(monitoringNextConfig({})).toMatchObject({ instrumentationClientInject: [], sourceMaps: false });
    expect(monitoringNextConfig({ NEXT_PUBLIC_SENTRY_DSN: ' ', NEXT_PUBLIC_SENTRY_TUNNEL: '/monitoring' })).toMatchObject({
      instrumentationClientInject: [],
    });
  });

  it('injects the client instrumentation with a DSN, from a file that exists', () => {
    const { instrumentationClientInject } = monitoringNextConfig({ NEXT_PUBLIC_SENTRY_DSN: DSN });
    expect(instrumentationClientInject).toHaveLength(1);
    expect(existsSync(path.join(root, instrumentationClientInject[0] ?? ''))).toBe(true);
  });

  it('has the build write browser source maps only when error reports can use them', () => {
    expect(monitoringNextConfig({ NEXT_PUBLIC_SENTRY_DSN: DSN }).sourceMaps).toBe(true);
    expect(monitoringNextConfig({ NEXT_PUBLIC_SENTRY_DSN: '' }).sourceMaps).toBe(false);
  });

  it.each(['monitoring', '/monitoring/:path*', '/a b', 'https://evil.example/tunnel', '//evil.example', '/_next/x', '/'])(
    'fails the build with a clear message for the tunnel path %s',
    (tunnel) => {
      expect(() => monitoringNextConfig({ NEXT_PUBLIC_SENTRY_DSN: DSN, NEXT_PUBLIC_SENTRY_TUNNEL: tunnel })).toThrow(
        /NEXT_PUBLIC_SENTRY_TUNNEL/,
      );
    },
  );
});

describe('monitoringRelease', () => {
  it('names the package, its version and, in a git checkout, the commit', () => {
    expect(monitoringRelease(root)).toMatch(/^tessera-developers@\d+\.\d+\.\d+(\+[0-9a-f]{12})?$/);
  });

  it('names the last commit that changed the code: a content-only commit keeps the release', () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'tessera-release-'));
    try {
      const git = (...args: string[]) =>
        execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@127.0.0.1', ...args], { cwd: repo, encoding: 'utf8' }).trim();
      git('init', '-q');
      writeFileSync(path.join(repo, 'package.json'), JSON.stringify({ name: 'site', version: '1.2.3' }));
      mkdirSync(path.join(repo, 'content'));
      writeFileSync(path.join(repo, 'content', 'page.mdx'), '# One');
      git('add', '.');
      git('commit', '-qm', 'code and content');
      const codeCommit = git('rev-parse', '--short=12', 'HEAD');
      expect(monitoringRelease(repo)).toBe(`site@1.2.3+${codeCommit}`);

      writeFileSync(path.join(repo, 'content', 'page.mdx'), '# Two');
      git('commit', '-qam', 'content only');
      expect(monitoringRelease(repo)).toBe(`site@1.2.3+${codeCommit}`);

      writeFileSync(path.join(repo, 'app.js'), 'export {};');
      git('add', '.');
      git('commit', '-qm', 'code');
      expect(monitoringRelease(repo)).toBe(`site@1.2.3+${git('rev-parse', '--short=12', 'HEAD')}`);
    } finally {
      rmSync(repo, { recursive: true, force: true });
    }
  });

  it('names the package and version alone outside git', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'tessera-release-'));
    try {
      writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name: 'site', version: '1.2.3' }));
      expect(monitoringRelease(folder)).toBe('site@1.2.3');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
