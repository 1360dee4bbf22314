// Agent traffic, counted without cookies (docs/analytics.md#agent-traffic): a host of its own, with its
// own TESSERA_TRAFFIC_DIR, answers real HTTP requests from six AI agents' user agents and a browser's;
// stopped as an operator stops it, its files hold the exact counts `npm run traffic -- --json` reports,
// and nothing of who asked: no address, user agent or query.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freeLoopbackPort } from './support/free-port';
import { startHost } from './support/host-process';

const AGENTS = {
  gptbot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)',
  'chatgpt-user': 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko); compatible; ChatGPT-User/1.0; +https://openai.com/bot',
  claudebot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; ClaudeBot/1.0; +claudebot@anthropic.com)',
  'claude-user': 'Claude-User (claude-code/2.1.0; +https://support.anthropic.com/)',
  perplexitybot: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)',
  'mistralai-user': 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; MistralAI-User/1.0; +https://docs.mistral.ai/robots)',
};
/** Headless Chromium calls itself HeadlessChrome, which is a bot: a person's browser says Chrome. */
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

test('requests from six agents and a browser are counted by family, page and form, and nothing of who asked is kept', async ({
  playwright,
}) => {
  test.slow(); // a host of its own to start and stop
  const dir = mkdtempSync(path.join(tmpdir(), 'tessera-traffic-'));
  const port = freeLoopbackPort();
  const host = await startHost(process.cwd(), port, { TESSERA_TRAFFIC_DIR: dir });
  try {
    const origin = `http://127.0.0.1:${port}`;
    const get = async (userAgent: string, url: string, headers: Record<string, string> = {}) => {
      const request = await playwright.request.newContext({ baseURL: origin, userAgent });
      const response = await request.get(url, { headers });
      await response.body();
      await request.dispose();
      return response.status();
    };
    expect(await get(AGENTS.gptbot, '/docs/webhooks/signatures')).toBe(200);
    expect(await get(AGENTS.gptbot, '/docs/webhooks/signatures.md?ref=tsr_pat_querysecret')).toBe(200);
    expect(await get(AGENTS['chatgpt-user'], '/docs/webhooks/signatures', { accept: 'text/markdown' })).toBe(200);
    expect(await get(AGENTS.claudebot, '/llms.txt')).toBe(200);
    expect(await get(AGENTS['claude-user'], '/.well-known/agent-skills/tessera-webhooks/SKILL.md')).toBe(200);
    expect(await get(AGENTS.perplexitybot, '/docs/tsr_pat_pathsecret')).toBe(404);
    expect(await get(AGENTS['mistralai-user'], '/docs/authentication')).toBe(200);
    expect(await get(BROWSER, '/docs/webhooks/signatures')).toBe(200);
    // An MCP tool call counts the page it read.
    const mcp = await playwright.request.newContext({ baseURL: origin, userAgent: AGENTS['mistralai-user'] });
    const call = await mcp.post('/mcp', {
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      data: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_page', arguments: { path: '/docs/errors' } } },
    });
    expect(call.status()).toBe(200);
    await mcp.dispose();
  } finally {
    // SIGTERM, as a stop would: what is still counted is written first.
    await host.stop();
  }
  try {
    const report = JSON.parse(
      execFileSync(process.execPath, ['--import', 'tsx', 'src/traffic/traffic-cli.ts', '--json'], {
        env: { ...process.env, TESSERA_TRAFFIC_DIR: dir },
        encoding: 'utf8',
      }),
    ) as {
      byFamily: Record<string, number>;
      byPage: Record<string, Record<string, number>>;
      other: Record<string, Record<string, number>>;
    };
    expect(report.byFamily).toEqual({ gptbot: 2, 'chatgpt-user': 1, claudebot: 1, 'claude-user': 1, 'mistralai-user': 2, human: 1 });
    expect(report.byPage['/docs/webhooks/signatures']).toEqual({ gptbot: 2, 'chatgpt-user': 1, human: 1 });
    expect(report.byPage['/docs/errors']).toEqual({ 'mistralai-user': 1 });
    expect(report.other.other).toEqual({ perplexitybot: 1 });

    const kept = readdirSync(dir)
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .join('\n');
    for (const secret of ['127.0.0.1', 'Mozilla', 'Claude-User (', 'querysecret', 'pathsecret', 'ref=']) {
      expect(kept, `the counts keep '${secret}'`).not.toContain(secret);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
