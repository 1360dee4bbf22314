import { describe, expect, it } from 'vitest';
import { goalChecks, goalLines, markdownTable, type PeerResult, tableRow } from './bench-table';

const page = (js: number, total: number, lh: Record<string, number>, a11yFailures: string[] = []) => ({
  pw: { median: { jsTransfer: js, totalTransfer: total } },
  lh: { median: lh, runs: [{ failedAudits: { accessibility: a11yFailures } }] },
});
const perfect = { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1000, tbtMs: 20, cls: 0 };

const peer = (target: string, wallS: number, total: number): PeerResult => ({
  target,
  n: 100,
  build: { medianWallS: wallS, runs: [{ exit: 0 }] },
  pages: { doc: page(190_000, total, perfect) },
});

describe('bench table', () => {
  it('passes every goal a result meets, against the React peers only', () => {
    const ours: PeerResult = {
      target: 'tessera',
      n: 100,
      build: { medianWallS: 20, runs: [{ exit: 0 }] },
      searchMeasured: { query: 'q', transferred: 90_000, firstResultMs: 12 },
      pages: { doc: page(150_000, 170_000, perfect), home: page(150_000, 170_000, { ...perfect, accessibility: 93 }, ['meta-viewport']) },
    };
    const checks = goalChecks(ours, [peer('docusaurus', 40, 320_000), peer('nextra', 50, 293_000), peer('starlight', 6, 62_000)]);
    expect(checks.filter((entry) => entry.met !== true)).toEqual([]);
  });

  it('names what misses, and says when there is nothing to compare with', () => {
    const ours: PeerResult = {
      target: 'tessera',
      n: 1000,
      build: { medianWallS: 80, runs: [{ exit: 0 }] },
      output: { bytes: 1, files: 1, docHtml: { bytes: 200_000, gzipBytes: 1 } },
      pages: { doc: page(170_000, 300_000, { ...perfect, tbtMs: 150, accessibility: 93 }, ['link-name']) },
      search: { works: false, probe: { searchTransfer: 20_000 } },
      searchMeasured: { query: 'q', transferred: 120_000, firstResultMs: 30 },
    };
    const at100: PeerResult = { target: 'tessera', n: 100, output: { bytes: 1, files: 1, docHtml: { bytes: 100_000, gzipBytes: 1 } } };
    const lines = goalLines(goalChecks(ours, [], at100));
    expect(lines).toContain('MISS  doc: TBT ≤ 100 ms: 150 ms');
    expect(lines).toContain('MISS  doc: JS ≤ 160 KB gzip: 170 KB');
    expect(lines.find((line) => line.includes('accessibility') && line.includes('doc'))).toMatch(/^MISS.*fails: link-name/);
    expect(lines).toContain('  ?  build ≤ 0.6× the fastest React peer at N=1000: 80.0 s (no reference)');
    expect(lines).toContain('MISS  page HTML at N=1000 ≤ 1.5× its size at 100: 2.00× (100 KB → 200 KB)');
    expect(lines).toContain('MISS  search bytes for one query at N=1000 ≤ 100 KB: 120 KB');
    expect(lines).toContain(' ok  search: first results ≤ 100 ms after typing, once loaded: 30 ms');
    expect(lines.find((line) => line.includes('home: LCP'))).toBe('  ?  home: LCP ≤ 1300 ms: not measured');
  });

  it('prints a failed build as a row, and rows as Markdown', () => {
    const row = tableRow({ target: 'x', n: 100, buildError: 'build exited 1; see log' }, 'X');
    expect(row.slice(0, 2)).toEqual(['X', 'FAILED: build exited 1; see log']);
    const table = markdownTable([row]);
    expect(table).toHaveLength(3);
    expect(table[2]?.startsWith('| X | FAILED')).toBe(true);
  });
});
