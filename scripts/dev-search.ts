// Search in `npm run dev` (scripts/dev.ts): once the dev server answers, the index is built as the
// build does (scripts/build-search.ts --dev: the MDX pages from their sources, the rest fetched from
// the dev server), and again whenever a file under content/ changes. Each run is a fresh process, so
// it reads the content source as it is now; runs never overlap, and changes during one make one more.
// The fetched pages (the REST reference, the changelog) take the dev server seconds to render, so a
// run after MDX edits alone reuses them; any other change under content/ fetches them again.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';

/** The address next dev listens on, from its arguments (-p, --port) or PORT, as next dev reads them. */
export function devServerOrigin(args: readonly string[], env: Readonly<Record<string, string | undefined>>): string {
  let port = env.PORT;
  args.forEach((arg, index) => {
    if (arg === '-p' || arg === '--port') port = args[index + 1];
    else if (arg.startsWith('--port=')) port = arg.slice('--port='.length);
  });
  return `http://127.0.0.1:${port && /^\d{1,5}$/.test(port) ? port : '3000'}`;
}

/** Whether a change under content/ (a path relative to it) leaves the fetched pages as they were. */
export function changesOnlyMdx(file: string | null): boolean {
  return file !== null && /^(docs|translations)[\\/].*\.(mdx|md|json)$/.test(file);
}

/** Runs `task` when asked, one run at a time: asks during a run make one run after it, not one each. */
export function serialRunner(task: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = task()
      .catch(() => undefined)
      .then(() => {
        running = null;
        if (again) {
          again = false;
          return run();
        }
      });
    return running;
  };
  return run;
}

async function untilAnswering(origin: string, signal: AbortSignal): Promise<boolean> {
  while (!signal.aborted) {
    const answered = await fetch(origin, { signal: AbortSignal.any([signal, AbortSignal.timeout(60_000)]) }).then(
      () => true,
      () => false,
    );
    if (answered) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** Starts indexing for the dev server at `origin`; the returned function stops it. */
export function startDevSearch(origin: string): () => void {
  const stopped = new AbortController();
  let child: ReturnType<typeof spawn> | null = null;
  let refetch = true;
  const index = serialRunner(
    () =>
      new Promise<void>((resolve) => {
        if (stopped.signal.aborted) return resolve();
        const args = ['--import', 'tsx', 'scripts/build-search.ts', '--dev', origin, ...(refetch ? ['--refetch'] : [])];
        refetch = false;
        child = spawn(process.execPath, args, { stdio: 'inherit' });
        child.on('exit', () => resolve());
        child.on('error', () => resolve());
      }),
  );
  let pending: NodeJS.Timeout | undefined;
  void untilAnswering(origin, stopped.signal).then((up) => {
    if (!up) return;
    void index();
    // An editor's save is several events: one run a moment after the last.
    const watcher = watch('content', { recursive: true }, (_event, file) => {
      if (!changesOnlyMdx(file)) refetch = true;
      clearTimeout(pending);
      pending = setTimeout(() => void index(), 150);
    });
    stopped.signal.addEventListener('abort', () => watcher.close());
  });
  return () => {
    stopped.abort();
    clearTimeout(pending);
    child?.kill();
  };
}
