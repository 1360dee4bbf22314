import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageFacts } from '../links/page-facts.build';
import { keepMarkdownBody, markdownBody } from './markdown-body';

const raw = `---
title: Webhooks
---

## Verify signatures [#verify]

<Callout type="warning" title="Keep it secret">Never ship the secret.</Callout>

<Steps>
  <Step title="Create a webhook">Open **Settings**.</Step>
</Steps>
`;

describe("a docs page's Markdown body", () => {
  it('is the same whether the content check kept it from its parse or it is converted on its own', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'tessera-markdown-'));
    const file = path.join(root, 'webhooks.mdx');
    await writeFile(file, raw);
    const cache = { dir: path.join(root, 'cache'), salt: 'test' };
    await pageFacts(raw, (tree) => keepMarkdownBody(cache, file, raw, tree));
    expect(await readdir(cache.dir)).toHaveLength(1);

    const fresh = await markdownBody(file, raw, 'webhooks.mdx');
    expect(fresh).toContain('## Verify signatures\n');
    expect(fresh).toContain('> **Warning: Keep it secret**');
    expect(await markdownBody(file, raw, 'webhooks.mdx', cache)).toBe(fresh);
    expect(await readdir(cache.dir)).toHaveLength(1);
  });
});
