// The resident memory of a process tree, sampled from /proc while a build runs. GNU time's
// 'Maximum resident set size' misses processes it never waits for (Next's workers are killed, not
// reaped by it), so bench:scale samples the whole tree as well.
import { readdirSync, readFileSync } from 'node:fs';

export type ProcessRss = { pid: number; ppid: number; rssKiB: number; command: string };

/** The largest single process and the sum over `root` and its descendants. */
export function treeRss(processes: readonly ProcessRss[], root: number): { largest: ProcessRss | null; totalKiB: number } {
  const children = new Map<number, ProcessRss[]>();
  for (const entry of processes) children.set(entry.ppid, [...(children.get(entry.ppid) ?? []), entry]);
  let largest: ProcessRss | null = null;
  let totalKiB = 0;
  const stack = processes.filter((entry) => entry.pid === root);
  while (stack.length > 0) {
    const entry = stack.pop() as ProcessRss;
    totalKiB += entry.rssKiB;
    if (!largest || entry.rssKiB > largest.rssKiB) largest = entry;
    stack.push(...(children.get(entry.pid) ?? []));
  }
  return { largest, totalKiB };
}

/** /proc/<pid>/stat: the command sits in parentheses and may hold spaces; ppid is the 2nd field after it, rss (pages) the 22nd. */
export function parseProcStat(stat: string, pageKiB: number): ProcessRss | null {
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const fields = stat.slice(close + 2).split(' ');
  const pid = Number(stat.slice(0, open).trim());
  const ppid = Number(fields[1]);
  const rssPages = Number(fields[21]);
  if (!Number.isInteger(pid) || !Number.isInteger(ppid) || !Number.isFinite(rssPages)) return null;
  return { pid, ppid, rssKiB: rssPages * pageKiB, command: stat.slice(open + 1, close) };
}

function readProcesses(): ProcessRss[] {
  const processes: ProcessRss[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const entry = parseProcStat(readFileSync(`/proc/${name}/stat`, 'utf8'), 4);
      if (entry) processes.push(entry);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return processes;
}

/** Samples `root`'s tree every `everyMs` until stopped: the peaks of its largest process and of the whole tree. */
export function sampleTreeRss(root: number, everyMs = 500) {
  let largestKiB = 0;
  let largestCommand = '';
  let totalKiB = 0;
  const sample = () => {
    const now = treeRss(readProcesses(), root);
    if (now.largest && now.largest.rssKiB > largestKiB) {
      largestKiB = now.largest.rssKiB;
      largestCommand = now.largest.command;
    }
    totalKiB = Math.max(totalKiB, now.totalKiB);
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return { largestMiB: Math.round(largestKiB / 1024), largestCommand, treeMiB: Math.round(totalKiB / 1024) };
    },
  };
}
