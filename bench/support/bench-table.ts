// The side-by-side table of `npm run bench` and the goal checks of issue #9, from the harness's result
// files (pure: result objects in, Markdown lines out).

/** The subset of a bench-peers result file (bench.mjs `R`) this table reads. */
export type PeerResult = {
  target: string;
  label?: string;
  n: number;
  error?: string;
  buildError?: string;
  build?: { medianWallS: number | null; runs: { exit: number | null }[] };
  output?: { bytes: number; files: number; htmlBytes?: number; docHtml?: { bytes: number; gzipBytes: number } | null };
  pages?: Record<
    string,
    {
      pw?: { median?: Partial<Record<PwKey, number | null>> };
      lh?: {
        median?: Partial<Record<LhKey, number | null>>;
        runs?: { failedAudits?: { accessibility: string[] } }[];
        error?: string;
      } | null;
    }
  >;
  search?: { works?: boolean | string; probe?: { searchTransfer?: number } };
  /** Our own search measure (bench/support/search-measure.ts), which also counts the search worker's requests. */
  searchMeasured?: { query: string; transferred: number; onOpen?: number; forQuery?: number; firstResultMs: number };
};
type PwKey = 'jsTransfer' | 'totalTransfer' | 'requests';
type LhKey = 'performance' | 'accessibility' | 'bestPractices' | 'seo' | 'lcpMs' | 'tbtMs' | 'cls';

export const REACT_PEERS = ['docusaurus', 'nextra', 'fumadocs'] as const;
export const PEER_ORDER = [...REACT_PEERS, 'starlight'] as const;

/** Issue #9's goals. Byte goals are in kB (1000 B), as the issue's table is. */
export const GOALS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1300,
  tbtMs: 100,
  cls: 0,
  jsBytes: 160_000,
  totalVsBestReactPeer: 0.6,
  buildVsFastestReactPeer: 0.6,
  pageHtmlGrowthTo1000: 1.5,
  searchBytesAt1000: 100_000,
  searchBytesAt10000: 150_000,
  searchFirstResultMs: 100,
} as const;

/** The spec fixes the viewport with no zoom (§1); Lighthouse's a11y audit for it is the one accepted failure. */
export const ACCEPTED_A11Y_FAILURES = ['meta-viewport'];

export const kB = (bytes: number | null | undefined) => (bytes == null ? '–' : `${Math.round(bytes / 1000)} KB`);
const seconds = (ms: number | null | undefined) => (ms == null ? '–' : `${(ms / 1000).toFixed(1)} s`);
const whole = (value: number | null | undefined) => (value == null ? '–' : String(Math.round(value)));

const lhOf = (r: PeerResult, page = 'doc') => r.pages?.[page]?.lh?.median ?? {};
const pwOf = (r: PeerResult, page = 'doc') => r.pages?.[page]?.pw?.median ?? {};
export const searchBytes = (r: PeerResult) =>
  r.searchMeasured?.transferred ?? (r.search?.works === true ? (r.search.probe?.searchTransfer ?? null) : null);

export function tableRow(r: PeerResult, label: string): string[] {
  if (r.error || r.buildError)
    return [label, `FAILED: ${(r.buildError ?? r.error ?? '').split('\n')[0]}`, ...Array<string>(HEADER.length - 2).fill('')];
  const build = r.build?.medianWallS;
  const search = searchBytes(r);
  return [
    label,
    build == null ? '–' : `${build.toFixed(1)} s (${((build / r.n) * 1000).toFixed(0)} ms/page)`,
    kB(pwOf(r).jsTransfer),
    kB(pwOf(r).totalTransfer),
    whole(lhOf(r).performance),
    seconds(lhOf(r).lcpMs),
    lhOf(r).tbtMs == null ? '–' : `${Math.round(lhOf(r).tbtMs ?? 0)} ms`,
    whole(lhOf(r).accessibility),
    search != null ? kB(search) : r.search?.works === false ? 'no offline search' : '–',
    `${whole(lhOf(r).bestPractices)} / ${whole(lhOf(r).seo)}`,
    lhOf(r).cls == null ? '–' : (lhOf(r).cls ?? 0).toFixed(3),
    r.output?.docHtml ? kB(r.output.docHtml.bytes) : '–',
    `${whole(lhOf(r, 'home').performance)} / ${seconds(lhOf(r, 'home').lcpMs)} / ${kB(pwOf(r, 'home').jsTransfer)}`,
  ];
}

export const HEADER = [
  '',
  'build N pages',
  'JS (gzip)',
  'total bytes',
  'Lighthouse perf',
  'LCP',
  'TBT',
  'a11y',
  'search bytes for one query',
  'BP / SEO',
  'CLS',
  'page HTML on disk',
  'index page: perf / LCP / JS',
];

export function markdownTable(rows: string[][]): string[] {
  return [`| ${HEADER.join(' | ')} |`, `|${HEADER.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)];
}

export type GoalCheck = { goal: string; measured: string; met: boolean | null };

const check = (
  goal: string,
  value: number | null | undefined,
  limit: number | null,
  show: (value: number) => string,
  atMost = true,
): GoalCheck => {
  if (value == null || limit == null)
    return { goal, measured: value == null ? 'not measured' : `${show(value)} (no reference)`, met: null };
  return { goal, measured: show(value), met: atMost ? value <= limit : value >= limit };
};

/**
 * Issue #9's goals for our row. `peers` are the peers measured at the same N (possibly none), and
 * `ourAt100` our own result at 100 pages (for the output-growth goal at 1000 pages).
 */
export function goalChecks(ours: PeerResult, peers: PeerResult[], ourAt100?: PeerResult): GoalCheck[] {
  const checks: GoalCheck[] = [];
  const reactPeers = peers.filter((peer) => (REACT_PEERS as readonly string[]).includes(peer.target) && !peer.error && !peer.buildError);
  for (const page of ['doc', 'home'] as const) {
    const lh = lhOf(ours, page);
    const failed = ours.pages?.[page]?.lh?.runs?.[0]?.failedAudits?.accessibility ?? [];
    const onlyAccepted = failed.length > 0 && failed.every((id) => ACCEPTED_A11Y_FAILURES.includes(id));
    checks.push(check(`${page}: Lighthouse performance ≥ ${GOALS.performance}`, lh.performance, GOALS.performance, String, false));
    checks.push({
      ...check(
        `${page}: accessibility ${GOALS.accessibility} (no-zoom viewport aside)`,
        lh.accessibility,
        GOALS.accessibility,
        String,
        false,
      ),
      ...(onlyAccepted
        ? { measured: `${lh.accessibility} (only ${failed.join(', ')} fails)`, met: true }
        : failed.length > 0
          ? { measured: `${lh.accessibility} (fails: ${failed.join(', ')})` }
          : {}),
    });
    checks.push(check(`${page}: best practices ${GOALS.bestPractices}`, lh.bestPractices, GOALS.bestPractices, String, false));
    checks.push(check(`${page}: SEO ${GOALS.seo}`, lh.seo, GOALS.seo, String, false));
    checks.push(check(`${page}: LCP ≤ ${GOALS.lcpMs} ms`, lh.lcpMs, GOALS.lcpMs, (v) => `${Math.round(v)} ms`));
    checks.push(check(`${page}: TBT ≤ ${GOALS.tbtMs} ms`, lh.tbtMs, GOALS.tbtMs, (v) => `${Math.round(v)} ms`));
    checks.push(check(`${page}: CLS ${GOALS.cls}`, lh.cls, GOALS.cls, (v) => v.toFixed(3)));
    checks.push(check(`${page}: JS ≤ ${kB(GOALS.jsBytes)} gzip`, pwOf(ours, page).jsTransfer, GOALS.jsBytes, kB));
  }
  const bestTotal = Math.min(...reactPeers.map((peer) => pwOf(peer).totalTransfer ?? Infinity));
  checks.push(
    check(
      `doc: total bytes ≤ ${GOALS.totalVsBestReactPeer}× the best React peer`,
      pwOf(ours).totalTransfer,
      Number.isFinite(bestTotal) ? bestTotal * GOALS.totalVsBestReactPeer : null,
      kB,
    ),
  );
  const fastest = Math.min(...reactPeers.map((peer) => peer.build?.medianWallS ?? Infinity));
  checks.push(
    check(
      `build ≤ ${GOALS.buildVsFastestReactPeer}× the fastest React peer at N=${ours.n}`,
      ours.build?.medianWallS,
      Number.isFinite(fastest) ? fastest * GOALS.buildVsFastestReactPeer : null,
      (v) => `${v.toFixed(1)} s`,
    ),
  );
  if (ours.n >= 1000 && ourAt100?.output?.docHtml && ours.output?.docHtml) {
    const ratio = ours.output.docHtml.bytes / ourAt100.output.docHtml.bytes;
    checks.push({
      goal: `page HTML at N=${ours.n} ≤ ${GOALS.pageHtmlGrowthTo1000}× its size at 100`,
      measured: `${ratio.toFixed(2)}× (${kB(ourAt100.output.docHtml.bytes)} → ${kB(ours.output.docHtml.bytes)})`,
      met: ratio <= GOALS.pageHtmlGrowthTo1000,
    });
  }
  const firstResultMs = ours.searchMeasured?.firstResultMs;
  checks.push(
    check(
      `search: first results ≤ ${GOALS.searchFirstResultMs} ms after typing, once loaded`,
      firstResultMs != null && firstResultMs >= 0 ? firstResultMs : null,
      GOALS.searchFirstResultMs,
      (v) => `${Math.round(v)} ms`,
    ),
  );
  const searchLimit = ours.n >= 10_000 ? GOALS.searchBytesAt10000 : ours.n >= 1000 ? GOALS.searchBytesAt1000 : null;
  if (searchLimit != null)
    checks.push(check(`search bytes for one query at N=${ours.n} ≤ ${kB(searchLimit)}`, searchBytes(ours), searchLimit, kB));
  return checks;
}

export function goalLines(checks: GoalCheck[]): string[] {
  return checks.map((entry) => `${entry.met === null ? '  ?' : entry.met ? ' ok' : 'MISS'}  ${entry.goal}: ${entry.measured}`);
}

export const labelOf = (r: PeerResult, ours: string) => (r.target === ours ? '**Tessera (this project)**' : (r.label ?? r.target));
