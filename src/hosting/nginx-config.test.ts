import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxLoadBalancerConfig } from '../../bench/nginx-balancer';
import { nginxStaticConfig, nginxString } from './nginx-config.build';
import { staticHeaderRules } from './static-headers';

const listen = { host: '127.0.0.1', port: 8080 };
const staticConfig = (prefix = '/tmp/p') => nginxStaticConfig({ ...listen, prefix, root: '/srv/out', rules: staticHeaderRules() });
/** The lines of one `location <name> { … }` block. */
const location = (config: string, name: string) => config.split(`location ${name} {`)[1]?.split('\n    }')[0] ?? '';

describe('nginxStaticConfig', () => {
  it('serves pretty URLs, answers 404 with the site page, and hides dotfiles and _headers', () => {
    const config = staticConfig();
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain('root "/srv/out";');
    expect(config).toMatch(/location ~ .*_headers\$.*\{\s*return 404;/);
    expect(config).toContain('server_tokens off;');
    expect(config).toContain('gzip on;');
    expect(config).toContain('gzip_static on;');
  });

  it("answers a moved page's former address with 308 and the security headers, and hides _redirects", () => {
    const config = nginxStaticConfig({
      ...listen,
      prefix: '/p',
      root: '/srv/out',
      rules: staticHeaderRules(),
      redirects: [{ from: '/docs/old', to: '/docs/new' }],
    });
    expect(config).toMatch(
      /location = "\/docs\/old" \{[^}]*add_header X-Content-Type-Options "nosniff" always;[^}]*return 308 "\/docs\/new\$is_args\$args";\s*\}/,
    );
    expect(config).toMatch(/location ~ .*_redirects\$.*\{\s*return 404;/);
  });

  it('repeats the security headers in every location (nginx does not inherit them into one with its own)', () => {
    const config = staticConfig();
    for (const name of ['/', '/_next/static/', '/fonts/', '= /404.html']) {
      expect(location(config, name)).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(location(config, name)).toContain('add_header Content-Security-Policy "');
    }
    expect(location(config, '/_next/static/')).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always;');
    expect(location(config, '/')).toContain('add_header Cache-Control "public, max-age=0, must-revalidate" always;');
  });

  it('keeps pid, logs and temp files under the prefix', () => {
    const config = staticConfig('/tmp/run-1');
    for (const line of config.split('\n').filter((entry) => /^\s*(pid|error_log|\w+_temp_path) /.test(entry))) {
      expect(line).toContain('"/tmp/run-1/');
    }
  });

  it('refuses values nginx would misread and addresses that are not one', () => {
    expect(nginxString('a "b" \\c')).toBe('"a \\"b\\" \\\\c"');
    expect(() => nginxString('$host')).toThrow();
    expect(() => nginxStaticConfig({ host: 'a b', port: 1, prefix: '/p', root: '/r', rules: [] })).toThrow(/listen address/);
  });
});

describe.runIf(existsSync('/usr/sbin/nginx'))('nginx -t accepts the configs', () => {
  it.each([
    ['static', (prefix: string) => staticConfig(prefix)],
    ['load balancer', (prefix: string) => nginxLoadBalancerConfig({ ...listen, prefix, upstreams: [{ host: '127.0.0.1', port: 3001 }] })],
  ])('%s', (_name, config) => {
    const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-config-test-'));
    try {
      writeFileSync(path.join(prefix, 'nginx.conf'), config(prefix));
      expect(() =>
        execFileSync(
          '/usr/sbin/nginx',
          ['-t', '-q', '-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')],
          { stdio: 'pipe' },
        ),
      ).not.toThrow();
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });
});
