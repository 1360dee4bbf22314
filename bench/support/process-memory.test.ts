import { describe, expect, it } from 'vitest';
import { parseProcStat, treeRss } from './process-memory';

describe('process tree memory', () => {
  it('reads pid, parent and resident pages from /proc/<pid>/stat, spaces in the command included', () => {
    const stat = '4242 (next-build (v16)) S 4200 4242 4200 0 -1 4194560 1 0 0 0 5 1 0 0 20 0 11 0 100 2000000 51200 18446744073709551615';
    expect(parseProcStat(stat, 4)).toEqual({ pid: 4242, ppid: 4200, rssKiB: 51200 * 4, command: 'next-build (v16)' });
    expect(parseProcStat('garbage', 4)).toBeNull();
  });

  it('sums a root and its descendants only, and names the largest', () => {
    const processes = [
      { pid: 1, ppid: 0, rssKiB: 10, command: 'init' },
      { pid: 10, ppid: 1, rssKiB: 100, command: 'time' },
      { pid: 11, ppid: 10, rssKiB: 300, command: 'npm' },
      { pid: 12, ppid: 11, rssKiB: 900, command: 'worker' },
      { pid: 20, ppid: 1, rssKiB: 5000, command: 'other' },
    ];
    const { largest, totalKiB } = treeRss(processes, 10);
    expect(totalKiB).toBe(1300);
    expect(largest?.command).toBe('worker');
  });
});
