import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxLoadBalancerConfig } from '../../bench/nginx-balancer';
import { NGINX_BUILD_CONFIG, NGINX_SITE_CONFIG, nginxBuildConfig } from '../../src/hosting/nginx-config.build';
import { staticHeaderRules } from '../../src/hosting/static-headers';
import { nginxConfig } from './nginx';

const listen = { host: '127.0.0.1', port: 8080 };
const buildConfig = () => nginxBuildConfig(staticHeaderRules(), [{ from: '/docs/old', to: '/docs/new' }]);

describe('nginxConfig', () => {
  it("listens where asked and serves the project's out/ with both parts, nginx's own files under the prefix", () => {
    const config = nginxConfig({ prefix: '/tmp/run-1', project: '/srv/tessera', listen });
    expect(config).toContain('listen 127.0.0.1:8080;');
    expect(config).toContain('root "/srv/tessera/out";');
    expect(config).toContain(`include "/srv/tessera/${NGINX_BUILD_CONFIG}";`);
    expect(config).toContain(`include "/srv/tessera/${NGINX_SITE_CONFIG}";`);
    for (const line of config.split('\n').filter((entry) => /^\s*(pid|error_log|\w+_temp_path) /.test(entry))) {
      expect(line).toContain('"/tmp/run-1/');
    }
  });

  it('refuses addresses that are not one', () => {
    expect(() => nginxConfig({ prefix: '/p', project: '/r', listen: { host: 'a b', port: 1 } })).toThrow(/listen address/);
  });
});

describe.runIf(existsSync('/usr/sbin/nginx'))('nginx -t accepts the configs', () => {
  it.each([
    [
      'static',
      (prefix: string) => {
        // A project with the build's part and the checked-in part where the config includes them.
        const project = path.join(prefix, 'project');
        mkdirSync(path.join(project, path.dirname(NGINX_BUILD_CONFIG)), { recursive: true });
        mkdirSync(path.join(project, path.dirname(NGINX_SITE_CONFIG)), { recursive: true });
        writeFileSync(path.join(project, NGINX_BUILD_CONFIG), buildConfig());
        copyFileSync(NGINX_SITE_CONFIG, path.join(project, NGINX_SITE_CONFIG));
        return nginxConfig({ prefix, project, listen });
      },
    ],
    ['load balancer', (prefix: string) => nginxLoadBalancerConfig({ prefix, listen, upstreams: [{ host: '127.0.0.1', port: 3001 }] })],
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
