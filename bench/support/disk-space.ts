// The free space of the disk a build writes to, sampled while it runs: how much the build took at
// its fullest, and a floor under which the build is stopped. A static export of 10 000 pages once
// filled this machine's disk, and a full disk stops every other process on it too.
import { statfsSync } from 'node:fs';

/** Below this much free space, bench:scale stops the build rather than fill the disk. */
export const DISK_FLOOR_BYTES = 4 * 2 ** 30;

/**
 * `peakUsedBytes` is the largest fall of free space from an earlier high: a build that first removes
 * its last output and then writes a new one is counted from the space it had freed.
 */
export type DiskFigures = { freeAtStartBytes: number; lowestFreeBytes: number; peakUsedBytes: number; stoppedForSpace: boolean };

function diskFreeBytes(folder: string): number {
  const stats = statfsSync(folder);
  return stats.bavail * stats.bsize;
}

/**
 * Samples the free space of `folder`'s disk every `everyMs` until stopped; calls `onLow` once if it
 * falls under `floorBytes`. `freeBytes` reads the free space (the disk's, unless a test gives its own).
 */
export function watchDiskSpace(
  folder: string,
  onLow: () => void,
  { floorBytes = DISK_FLOOR_BYTES, everyMs = 1000, freeBytes = diskFreeBytes } = {},
) {
  const freeAtStartBytes = freeBytes(folder);
  let lowestFreeBytes = freeAtStartBytes;
  let highestFreeBytes = freeAtStartBytes;
  let peakUsedBytes = 0;
  let stoppedForSpace = false;
  const timer = setInterval(() => {
    const free = freeBytes(folder);
    lowestFreeBytes = Math.min(lowestFreeBytes, free);
    highestFreeBytes = Math.max(highestFreeBytes, free);
    peakUsedBytes = Math.max(peakUsedBytes, highestFreeBytes - free);
    if (lowestFreeBytes < floorBytes && !stoppedForSpace) {
      stoppedForSpace = true;
      onLow();
    }
  }, everyMs);
  return {
    stop(): DiskFigures {
      clearInterval(timer);
      return { freeAtStartBytes, lowestFreeBytes, peakUsedBytes, stoppedForSpace };
    },
  };
}
