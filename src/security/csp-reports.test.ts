import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CSP_REPORT_MAX_BYTES, cspReportHandler, readCspReport } from './csp-reports.mjs';

const legacyReport = {
  'csp-report': {
    'document-uri': 'http://127.0.0.1:3000/docs',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
    'source-file': 'http://127.0.0.1:3000/docs',
    'line-number': 12,
  },
};

describe('readCspReport', () => {
  it('reads a report-uri report', () => {
    expect(readCspReport(JSON.stringify(legacyReport))).toEqual([
      {
        documentUri: 'http://127.0.0.1:3000/docs',
        directive: 'script-src-elem',
        blockedUri: 'inline',
        sourceFile: 'http://127.0.0.1:3000/docs',
        line: 12,
        sample: '',
      },
    ]);
  });

  it('reads Reporting API batches, keeping only CSP violations', () => {
    const batch = [
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://x.example/',
          effectiveDirective: 'connect-src',
          blockedURL: 'https://evil.example/',
          lineNumber: 3,
          sample: '',
        },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ];
    expect(readCspReport(JSON.stringify(batch))).toEqual([
      {
        documentUri: 'https://x.example/',
        directive: 'connect-src',
        blockedUri: 'https://evil.example/',
        sourceFile: '',
        line: 3,
        sample: '',
      },
    ]);
  });

  it('returns nothing for junk, and bounds every field', () => {
    for (const junk of ['', 'not json', '42', 'null', '{}', '[1,2]', '{"csp-report":"x"}', '{"csp-report":{"blocked-uri":"x"}}'])
      expect(readCspReport(junk)).toEqual([]);
    const long = readCspReport(
      JSON.stringify({ 'csp-report': { 'effective-directive': 'script-src', 'blocked-uri': 'x'.repeat(10_000), 'line-number': '7' } }),
    );
    expect(long[0]?.blockedUri).toHaveLength(500);
    expect(long[0]?.line).toBeNull();
  });
});

describe('cspReportHandler', () => {
  const logFile = path.join(mkdtempSync(path.join(tmpdir(), 'csp-reports-')), 'violations.jsonl');
  const handle = cspReportHandler(logFile);
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    handle(new Request('http://127.0.0.1/csp-report', { method: 'POST', body, headers, duplex: 'half' } as RequestInit));

  it('logs a posted violation as one JSON line and answers 204', async () => {
    const response = await post(JSON.stringify(legacyReport), { 'content-type': 'application/csp-report' });
    expect(response.status).toBe(204);
    const lines = readFileSync(logFile, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ directive: 'script-src-elem', blockedUri: 'inline' });
  });

  it('refuses other methods, junk and oversized bodies, streamed or declared, and logs none of them', async () => {
    const before = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
    expect((await handle(new Request('http://127.0.0.1/csp-report'))).status).toBe(405);
    expect((await post('junk')).status).toBe(400);
    const huge = JSON.stringify({ 'csp-report': { 'effective-directive': 'x', pad: 'x'.repeat(CSP_REPORT_MAX_BYTES) } });
    expect((await post(huge)).status).toBe(413);
    const streamed = new ReadableStream({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode('x'.repeat(4096)));
      },
    });
    expect((await post(streamed)).status).toBe(413);
    expect(readFileSync(logFile, 'utf8')).toBe(before);
  });
});
