import { describe, expect, it } from 'vitest';
import { nginxBuildConfig, nginxString } from './nginx-config.build';
import { staticHeaderRules } from './static-headers';

const buildConfig = (moves = [{ from: '/docs/old', to: '/docs/new' }]) => nginxBuildConfig(staticHeaderRules(), moves);

describe('nginxBuildConfig', () => {
  it("gives every answer the /* rule's headers at server level, outside any location", () => {
    const serverLevel = buildConfig().split('\nlocation')[0] ?? '';
    expect(serverLevel).toContain('add_header X-Content-Type-Options "nosniff" always;');
    expect(serverLevel).toMatch(/add_header Content-Security-Policy "[^"]*frame-ancestors 'none'" always;/);
  });

  it("sets the content-hashed folders' lifetime with no add_header of their own (which would drop the others)", () => {
    const config = buildConfig([]);
    expect(config).toMatch(
      /location \/_next\/static\/ \{\n {2}try_files \$uri =404;\n {2}set \$cache_control "public, max-age=31536000, immutable";\n\}/,
    );
    expect(config.split('\nlocation').slice(1).join('')).not.toContain('add_header');
  });

  it("answers a moved page's former address with 308, the query kept", () => {
    expect(buildConfig()).toContain('location = "/docs/old" {\n  return 308 "/docs/new$is_args$args";\n}');
  });

  it('refuses a rule nginx could not apply the same way', () => {
    expect(() => nginxBuildConfig([{ pattern: '/docs/*', headers: [{ key: 'X-Robots-Tag', value: 'noindex' }] }], [])).toThrow(
      /_headers rule/,
    );
  });
});

describe('nginxString', () => {
  it('quotes a value and refuses one nginx would misread', () => {
    expect(nginxString('a "b" \\c')).toBe('"a \\"b\\" \\\\c"');
    expect(() => nginxString('$host')).toThrow();
  });
});
