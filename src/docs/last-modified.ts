// 'Last updated' of a content file: the date of the last commit that touched it, read once per
// content folder from `git log` (no git, or a file never committed: no date). A docs page and the
// sitemap ask the same question, so neither compiles a page to learn it.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const COMMIT_MARK = 'commit:';
/** Large content folders have long logs: enough room for 10 000 pages' history. */
const GIT_LOG_MAX_BUFFER_BYTES = 256 * 1024 * 1024;

/**
 * Each file's newest commit date, from `git log --format=commit:%aI --name-only` (newest first):
 * the first date a path appears under is its last change. Paths are joined to the repository root.
 */
export function lastCommitDates(log: string, root: string): Map<string, Date> {
  const dates = new Map<string, Date>();
  let date: Date | undefined;
  for (const line of log.split('\n')) {
    if (line.startsWith(COMMIT_MARK)) {
      const parsed = new Date(line.slice(COMMIT_MARK.length));
      date = Number.isNaN(parsed.getTime()) ? undefined : parsed;
    } else if (line.length > 0 && date) {
      const file = path.join(root, line);
      if (!dates.has(file)) dates.set(file, date);
    }
  }
  return dates;
}

const logs = new Map<string, Promise<Map<string, Date>>>();

async function datesUnder(folder: string): Promise<Map<string, Date>> {
  try {
    const { stdout: top } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: folder });
    const { stdout } = await run('git', ['-c', 'core.quotepath=off', 'log', '--format=commit:%aI', '--name-only', '--', '.'], {
      cwd: folder,
      maxBuffer: GIT_LOG_MAX_BUFFER_BYTES,
    });
    return lastCommitDates(stdout, top.trim());
  } catch {
    return new Map();
  }
}

/** When the file at this absolute path was last committed, from its content folder's log. */
export async function gitLastModified(
  file: string,
  contentRoot = path.join(/* turbopackIgnore: true */ process.cwd(), 'content'),
): Promise<Date | undefined> {
  const absolute = path.resolve(file);
  const folder = absolute.startsWith(contentRoot + path.sep) ? contentRoot : path.dirname(absolute);
  let dates = logs.get(folder);
  if (!dates) {
    dates = datesUnder(folder);
    logs.set(folder, dates);
  }
  return (await dates).get(absolute);
}
