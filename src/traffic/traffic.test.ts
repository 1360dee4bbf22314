import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countsFromLog } from './access-log';
import { clientFamily } from './client-family';
import { readCounts, readOf, trafficCounter } from './traffic-count';
import { reportHtml, reportText, trafficReport } from './traffic-report';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';

describe('client families', () => {
  it('names each AI agent by its token, then search engines, then other bots, then people', () => {
    const agents: Record<string, string> = {
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.2; +https://openai.com/gptbot)': 'gptbot',
      'Mozilla/5.0 (compatible; ChatGPT-User/1.0; +https://openai.com/bot)': 'chatgpt-user',
      'Mozilla/5.0 (compatible; OAI-SearchBot/1.0; +https://openai.com/searchbot)': 'oai-searchbot',
      'Mozilla/5.0 (compatible; ClaudeBot/1.0; +claudebot@anthropic.com)': 'claudebot',
      'Claude-User (claude-code/2.1; +https://support.anthropic.com/)': 'claude-user',
      'Mozilla/5.0 (compatible; Claude-SearchBot/1.0; +https://www.anthropic.com)': 'claude-searchbot',
      'Mozilla/5.0 (compatible; PerplexityBot/1.0; +https://perplexity.ai/perplexitybot)': 'perplexitybot',
      'Mozilla/5.0 (compatible; Perplexity-User/1.0; +https://perplexity.ai/perplexity-user)': 'perplexity-user',
      'CCBot/2.0 (https://commoncrawl.org/faq/)': 'ccbot',
      'Mozilla/5.0 (Linux; Android 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36 (compatible; Bytespider; spider-feedback@bytedance.com)':
        'bytespider',
      'meta-externalagent/1.1 (+https://developers.facebook.com/docs/sharing/webmasters/crawler)': 'meta-externalagent',
      'Mozilla/5.0 (compatible; Amazonbot/0.1; +https://developer.amazon.com/support/amazonbot)': 'amazonbot',
      'DuckAssistBot/1.2; (+http://duckduckgo.com/duckassistbot.html)': 'duckassistbot',
      'Mozilla/5.0 (compatible; MistralAI-User/1.0; +https://docs.mistral.ai/robots)': 'mistralai-user',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)': 'crawler',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)': 'crawler',
      'curl/8.5.0': 'bot',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36': 'bot',
      '': 'bot',
      [CHROME]: 'human',
    };
    for (const [userAgent, family] of Object.entries(agents)) expect(clientFamily(userAgent), userAgent).toBe(family);
    expect(clientFamily(undefined)).toBe('bot');
  });
});

describe('what a request read', () => {
  it('keeps the path of known documents and of nothing else', () => {
    expect(readOf('/docs/errors', 200)).toEqual({ path: '/docs/errors', form: 'html' });
    expect(readOf('/docs/errors/', 304)).toEqual({ path: '/docs/errors', form: 'html' });
    expect(readOf('/docs/errors', 200, true)).toEqual({ path: '/docs/errors', form: 'md' });
    expect(readOf('/docs/errors.md', 200)).toEqual({ path: '/docs/errors', form: 'md' });
    expect(readOf('/llms-full.txt', 200)).toEqual({ path: '/llms-full.txt', form: 'llms' });
    expect(readOf('/.well-known/agent-skills/x/SKILL.md', 200)).toEqual({ path: '/.well-known/agent-skills/x/SKILL.md', form: 'skills' });
    expect(readOf('/docs/tsr_pat_madeup', 404)).toEqual({ path: '', form: 'other' });
    expect(readOf('/_next/static/chunks/a.js', 200)).toEqual({ path: '', form: 'asset' });
    expect(readOf('/docs/errors/__next.docs.txt', 200)).toEqual({ path: '', form: 'payload' });
    expect(readOf('/fixtures/twins/a', 200)).toBeNull();
  });
});

describe('the counter', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('appends each day to its file, adds a restart to the same day, and flushes before it holds too many keys', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'traffic-'));
    dirs.push(dir);
    let now = new Date('2026-11-28T23:59:00Z');
    const first = trafficCounter({ dir, now: () => now, maxKeys: 3 });
    first.count({ path: '/docs', form: 'html' }, 'gptbot');
    first.count({ path: '/docs', form: 'html' }, 'gptbot');
    first.count({ path: '/docs', form: 'md' }, 'gptbot');
    expect(readdirSync(dir)).toEqual([]);
    first.count({ path: '', form: 'asset' }, 'human'); // the third key: written at once
    expect(readdirSync(dir)).toEqual(['2026-11-28.jsonl']);
    now = new Date('2026-11-29T00:01:00Z');
    first.count({ path: '/docs', form: 'html' }, 'gptbot');
    first.flush();
    const restarted = trafficCounter({ dir, now: () => now });
    restarted.count({ path: '/docs', form: 'html' }, 'gptbot');
    restarted.flush();
    writeFileSync(path.join(dir, '2026-11-29.jsonl'), '{"path":"/x","form":"html","family":"human","count":-1}\nnot json\n', { flag: 'a' });
    const { rows, skipped } = readCounts(dir, '2026-11-01');
    const total = (day: string, form: string) =>
      rows.filter((row) => row.day === day && row.form === form && row.family === 'gptbot').reduce((sum, row) => sum + row.count, 0);
    expect([total('2026-11-28', 'html'), total('2026-11-28', 'md'), total('2026-11-29', 'html')]).toEqual([2, 1, 2]);
    expect(skipped).toBe(2);
    expect(readCounts(dir, '2026-11-29').rows.every((row) => row.day === '2026-11-29')).toBe(true);
  });
});

describe('the report from an access log', () => {
  it('replays an nginx log with known user agents into exact counts, skipping and counting malformed lines', () => {
    const { rows, skipped } = countsFromLog(fixture('access.log'), '2026-11-01');
    expect(skipped).toBe(2);
    const report = trafficReport(rows, { since: '2026-11-01', source: 'log', skipped });
    expect(report.byFamily).toEqual({ human: 1, gptbot: 1, claudebot: 1, 'claude-user': 1, perplexitybot: 1, crawler: 1, bot: 1 });
    expect(report.byPage['/docs/webhooks/signatures']).toEqual({ human: 1, gptbot: 1, claudebot: 1 });
    expect(report.byDay).toEqual([
      { day: '2026-11-28', agent: 2, human: 1, crawler: 0, bot: 0 },
      { day: '2026-11-29', agent: 2, human: 0, crawler: 1, bot: 1 },
    ]);
    expect(report.topAgentPages[0]).toEqual({ path: '/docs/webhooks/signatures', total: 2, forms: { md: 2 } });
    expect(report.other).toEqual({ asset: { human: 1 }, other: { perplexitybot: 1 } });
    // No address, user agent or query of the log is in what the report keeps.
    const kept = JSON.stringify(report);
    for (const secret of ['203.0.113.9', 'Mozilla', 'token=', 'tsr_pat', 'madeup']) expect(kept).not.toContain(secret);
    expect(reportText(report)).toContain('the form comes from the path alone');
  });

  it('reads Cloudflare Logpush lines, with RFC 3339 or nanosecond timestamps', () => {
    const { rows, skipped } = countsFromLog(fixture('logpush.jsonl'), '2026-11-01');
    expect(skipped).toBe(2);
    expect(trafficReport(rows, { since: '2026-11-01', source: 'log', skipped }).byPage).toEqual({
      '/docs/authentication': { 'chatgpt-user': 1, 'oai-searchbot': 1 },
    });
  });

  it('draws the days as one HTML page with a chart, escaping what it shows', () => {
    const rows = [
      { day: '2026-11-27', path: '/docs/<b>', form: 'md' as const, family: 'gptbot', count: 3 },
      { day: '2026-11-28', path: '/docs', form: 'html' as const, family: 'human', count: 5 },
    ];
    const html = reportHtml(trafficReport(rows, { since: '2026-11-27', source: 'host', skipped: 0 }));
    expect(html).toMatch(/<svg [^>]*aria-label="Agent and human reads per day"/);
    expect(html.match(/<polyline /g)).toHaveLength(2);
    expect(html).toContain('/docs/&#60;b&#62;');
    expect(html).not.toContain('<b>');
  });
});
