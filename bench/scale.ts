// `npm run bench:scale`: how the build holds up as the docs grow (issue #18). Generates the peers'
// corpus at N pages (the same generator `npm run bench` uses), builds this site on it under
// `/usr/bin/time -v` (and a /proc sampler), and prints wall time, the peak resident memory of the largest process, the
// output's size, the doc page's HTML size and what one cold search downloads. With `--edit`, it then
// changes one page's MDX and builds again, as a docs team's next merge would.
//
//   npm run bench:scale -- --n 1000 [--edit] [--no-search]
//
// The site is built in $TESSERA_BENCH_DIR/scale-<N> (default <tmp>/tessera-bench), so this checkout's
// content/, .next/ and public/search/ are never touched. Results go to bench/results/ as JSON.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CORPUS_PATHS, findHarness, measureCorpusSearch, prepareBenchSite } from './support/bench-site';
import { type DiskFigures, DISK_FLOOR_BYTES, watchDiskSpace } from './support/disk-space';
import { sampleTreeRss } from './support/process-memory';

const REPO = path.resolve(import.meta.dirname, '..');
const TIME = '/usr/bin/time';

type BuildFigures = {
  wallSeconds: number;
  /** GNU time's figure: the largest process it waited for (Next's killed workers are not among them). */
  peakRssMiB: number;
  /** Sampled from /proc every 500 ms: the largest single process of the build, and the whole tree at its peak. */
  sampled: { largestMiB: number; largestCommand: string; treeMiB: number };
  /** The disk's free space while it ran: the most the build held at once (the largest fall from an earlier high). */
  disk: DiskFigures;
  exitCode: number;
  log: string;
};

function option(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

/** `npm run <script>` in `site` under GNU time: its wall clock and the largest process's peak RSS. */
function timedBuild(site: string, log: string): Promise<BuildFigures> {
  if (!existsSync(TIME)) throw new Error(`${TIME} is missing: apt-get install -y time`);
  return new Promise((resolve, reject) => {
    const report = `${log}.time`;
    // A process group of its own, so a disk about to fill stops the whole build at once.
    const child = spawn(TIME, ['-v', '-o', report, 'npm', 'run', 'build'], {
      cwd: site,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
      detached: true,
    });
    // Each line of the log carries the seconds since the build began, so a step's share can be read from it.
    const began = performance.now();
    let atLineStart = true;
    const out = (chunk: Buffer) => {
      const stamp = `[${((performance.now() - began) / 1000).toFixed(1)} s] `;
      const text = (atLineStart ? stamp : '') + chunk.toString().replace(/\n(?=.)/g, `\n${stamp}`);
      atLineStart = text.endsWith('\n');
      appendFileSync(log, text);
    };
    child.stdout.on('data', out);
    child.stderr.on('data', out);
    const sampler = child.pid === undefined ? null : sampleTreeRss(child.pid);
    const stopBuild = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
      } catch {
        // The build has already ended.
      }
    };
    // Its own group does not hear this script's Ctrl-C: pass it on.
    process.once('SIGINT', stopBuild).once('SIGTERM', stopBuild);
    const disk = watchDiskSpace(site, () => {
      console.error(`bench:scale: less than ${MiB(DISK_FLOOR_BYTES)} left on the disk; stopping the build`);
      stopBuild();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      process.off('SIGINT', stopBuild).off('SIGTERM', stopBuild);
      const sampled = sampler?.stop() ?? { largestMiB: 0, largestCommand: '', treeMiB: 0 };
      const diskFigures = disk.stop();
      const text = existsSync(report) ? readFileSync(report, 'utf8') : '';
      const field = (label: string) => new RegExp(`${label}: (.+)`).exec(text)?.[1]?.trim() ?? '';
      // "Elapsed (wall clock) time (h:mm:ss or m:ss): 3:32.10"
      const wall = field('Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)')
        .split(':')
        .reduce((total, part) => total * 60 + Number(part), 0);
      resolve({
        wallSeconds: Math.round(wall * 10) / 10,
        peakRssMiB: Math.round(Number(field('Maximum resident set size \\(kbytes\\)')) / 1024),
        sampled,
        disk: diskFigures,
        exitCode: code ?? 1,
        log,
      });
    });
  });
}

function folderBytes(folder: string): number {
  if (!existsSync(folder)) return 0;
  let total = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

async function coldSearch(site: string, harness: string) {
  const { query, measured } = await measureCorpusSearch(site, harness);
  const byKind = Object.fromEntries(
    Object.entries(measured.byKind)
      .filter(([, cost]) => cost.requests > 0)
      .map(([kind, cost]) => [kind, { requests: cost.requests, transferredBytes: cost.transferred }]),
  );
  return {
    query,
    transferredBytes: measured.transferred,
    requests: measured.requests,
    firstResultMs: Math.round(measured.firstResultMs),
    byKind,
  };
}

/** Appends a sentence to the corpus's page 50: one edited MDX file, as the next merge brings. */
function editOnePage(site: string): string {
  const file = path.join(site, 'content', 'docs', ...CORPUS_PATHS.doc.replace(/^\/docs\//, '').split('/')) + '.mdx';
  appendFileSync(file, `\nEdited for the incremental build at ${new Date().toISOString()}.\n`);
  return path.relative(site, file);
}

async function main() {
  const n = Number(option('n') ?? 1000);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--n wants a whole number of pages, got '${option('n')}'`);
  const harness = findHarness(REPO);
  const work = path.resolve(process.env.TESSERA_BENCH_DIR ?? path.join(os.tmpdir(), 'tessera-bench'));
  const site = path.join(work, `scale-${n}`);
  const logs = path.join(work, 'logs');
  mkdirSync(logs, { recursive: true });

  console.log(`bench:scale: writing a ${n}-page corpus into ${site}`);
  await prepareBenchSite({ repo: REPO, site, harness, pages: n });
  const name = `scale-${n}`;
  console.log(`bench:scale: building (log: ${logs}/${name}-build.log)`);
  const build = await timedBuild(site, path.join(logs, `${name}-build.log`));
  const result: Record<string, unknown> = {
    n,
    cpus: os.availableParallelism(),
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    at: new Date().toISOString(),
    build,
  };
  const memory = (figures: BuildFigures) =>
    `peak RSS ${figures.peakRssMiB} MiB (GNU time), sampled ${figures.sampled.largestMiB} MiB largest process (${figures.sampled.largestCommand}), ${figures.sampled.treeMiB} MiB whole build; ` +
    `disk ${MiB(figures.disk.peakUsedBytes)} at its fullest (${MiB(figures.disk.freeAtStartBytes)} free at the start)${figures.disk.stoppedForSpace ? ', STOPPED: the disk was nearly full' : ''}`;
  console.log(`  build: exit ${build.exitCode}, ${build.wallSeconds} s wall, ${memory(build)}`);
  if (build.exitCode === 0) {
    const out = path.join(site, 'out');
    const pageHtml = path.join(out, `${CORPUS_PATHS.doc}.html`);
    const files = readdirSync(out, { recursive: true, encoding: 'utf8' });
    const pages = files.filter((file) => file.endsWith('.html')).length;
    const output = {
      outBytes: folderBytes(out),
      outFiles: files.filter((file) => statSync(path.join(out, file)).isFile()).length,
      htmlPages: pages,
      searchIndexBytes: folderBytes(path.join(out, 'search')),
      docPageHtmlBytes: existsSync(pageHtml) ? statSync(pageHtml).size : null,
    };
    result.output = output;
    console.log(
      `  output: out/ ${MiB(output.outBytes)} in ${output.outFiles} files, ${pages} HTML pages, search index ${MiB(output.searchIndexBytes)}, ${CORPUS_PATHS.doc} HTML ${output.docPageHtmlBytes ?? '?'} bytes`,
    );
    if (!process.argv.includes('--no-search')) {
      const search = await coldSearch(site, harness);
      result.search = search;
      console.log(
        `  one cold search ("${search.query}"): ${(search.transferredBytes / 1024).toFixed(0)} KB in ${search.requests} requests, first results ${search.firstResultMs} ms after typing`,
      );
      console.log(
        `    ${Object.entries(search.byKind)
          .map(([kind, cost]) => `${kind} ${(cost.transferredBytes / 1024).toFixed(1)} KB (${cost.requests})`)
          .join(', ')}`,
      );
    }
    if (process.argv.includes('--edit')) {
      const edited = editOnePage(site);
      console.log(`bench:scale: edited ${edited}; building again`);
      const second = await timedBuild(site, path.join(logs, `scale-${n}-rebuild.log`));
      result.editedRebuild = { file: edited, ...second };
      console.log(`  rebuild after one edit: exit ${second.exitCode}, ${second.wallSeconds} s wall, ${memory(second)}`);
    }
  }
  const resultsDir = path.join(REPO, 'bench', 'results');
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`bench:scale: JSON in ${path.relative(process.cwd(), file)}`);
  if (build.exitCode !== 0) throw new Error(`the ${n}-page build failed (exit ${build.exitCode}); see ${build.log}`);
}

main().catch((error: unknown) => {
  console.error(`bench:scale: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
