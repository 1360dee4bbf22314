// The build-time link check, run over a small content folder exactly as the MDX pipeline runs it.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSiteIndex, headingIds, TRANSLATIONS_DIR, urlOfContentFile } from './content-index.build';
import { LINKS_CHECKED_ENV, remarkCheckLinks } from './remark-check-links.build';

let dir: string;
const page = (name: string) => path.join(dir, name);

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tessera-links-'));
  await mkdir(path.join(dir, 'webhooks'), { recursive: true });
  await writeFile(page('index.mdx'), '---\ntitle: Home\n---\n\n## Start `here`\n\nText.\n');
  await writeFile(page('webhooks/index.mdx'), '---\ntitle: Webhooks\n---\n\n## Signature verification\n\n## Retries [#retry-policy]\n');
});

async function check(file: string, source: string) {
  await writeFile(file, source);
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkCheckLinks, { contentDir: dir });
  return processor.run(processor.parse(source), new VFile({ path: file, value: source }));
}

describe('content index', () => {
  it('maps files to URLs and reads heading ids as the site renders them', async () => {
    expect(urlOfContentFile(page('index.mdx'), dir)).toBe('/docs');
    expect(urlOfContentFile(page('webhooks/index.mdx'), dir)).toBe('/docs/webhooks');
    // A translation resolves links and anchors as the English page it translates.
    expect(urlOfContentFile(path.join(TRANSLATIONS_DIR, 'fr', 'webhooks', 'index.mdx'))).toBe('/docs/webhooks');
    expect(await headingIds('## Start `here`\n\n## Retries [#retry-policy]\n')).toEqual(new Set(['start-here', 'retry-policy']));
    const index = await buildSiteIndex(dir);
    expect(index.pages.get('/docs/webhooks')).toEqual(new Set(['signature-verification', 'retry-policy']));
  });
});

describe('remarkCheckLinks', () => {
  it('passes a page whose links all resolve', async () => {
    await expect(
      check(page('good.mdx'), '[a](/docs/webhooks#retry-policy) [b](./webhooks) [c](#local) [d](https://example.com)\n\n## Local\n'),
    ).resolves.toBeDefined();
  });

  it('fails with the file, line and column of every broken link', async () => {
    const file = page('broken.mdx');
    const source = 'Intro.\n\nSee [hooks](/docs/webhookz) and\n[verify](/docs/webhooks#signatures).\n\n<Card href="/docs/nope" />\n';
    await expect(check(file, source)).rejects.toThrow(
      [
        '3 broken link(s):',
        `${file}:3:5 broken link '/docs/webhookz': no page at /docs/webhookz`,
        `${file}:4:1 broken link '/docs/webhooks#signatures': no heading #signatures on /docs/webhooks`,
        `${file}:6:1 broken link '/docs/nope': no page at /docs/nope`,
      ].join('\n'),
    );
  });

  it('is skipped inside a build whose content check already ran, and only then', async () => {
    const file = page('skipped.mdx');
    const source = '[gone](/docs/nope)\n';
    process.env[LINKS_CHECKED_ENV] = '1';
    try {
      await expect(check(file, source)).resolves.toBeDefined();
    } finally {
      delete process.env[LINKS_CHECKED_ENV];
    }
    await expect(check(file, source)).rejects.toThrow("broken link '/docs/nope'");
  });
});
