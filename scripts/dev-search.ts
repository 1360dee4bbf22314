// Search in `npm run dev`: the index built again whenever a file under content/ changes (docs/search.md). Each run is a
// fresh process, so it reads the content as it is now.
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';

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

/** Starts indexing; the returned function stops it. */
export function startDevSearch(): () => void {
  let stopped = false;
  let child: ReturnType<typeof spawn> | null = null;
  const index = serialRunner(
    () =>
      new Promise<void>((resolve) => {
        if (stopped) return resolve();
        child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build-search.ts', '--dev'], { stdio: 'inherit' });
        child.on('exit', () => resolve());
        child.on('error', () => resolve());
      }),
  );
  void index();
  // An editor's save is several events: one run a moment after the last.
  let pending: NodeJS.Timeout | undefined;
  const watcher = watch('content', { recursive: true }, () => {
    clearTimeout(pending);
    pending = setTimeout(() => void index(), 150);
  });
  return () => {
    stopped = true;
    watcher.close();
    clearTimeout(pending);
    child?.kill();
  };
}
