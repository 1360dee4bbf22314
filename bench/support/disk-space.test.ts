import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchDiskSpace } from './disk-space';

const GiB = 2 ** 30;

/** A disk whose free space reads as `readings`, one per call, the last repeated. */
const disk = (readings: number[]) => {
  let at = 0;
  return () => readings[Math.min(at++, readings.length - 1)] ?? 0;
};

describe('watchDiskSpace', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts the largest fall from a high, so output removed before being written again is not counted as used', () => {
    // Start 50 GiB free; the last build's output is removed (60 free), then 25 GiB written (35 free), then twins.
    const watch = watchDiskSpace('/', () => undefined, {
      floorBytes: 0,
      everyMs: 10,
      freeBytes: disk([50, 60, 45, 35, 38, 33, 40].map((n) => n * GiB)),
    });
    vi.advanceTimersByTime(60);
    expect(watch.stop()).toEqual({
      freeAtStartBytes: 50 * GiB,
      lowestFreeBytes: 33 * GiB,
      peakUsedBytes: 27 * GiB,
      stoppedForSpace: false,
    });
  });

  it('calls for a stop once when free space falls under the floor, and says so in its figures', () => {
    let calls = 0;
    const watch = watchDiskSpace('/', () => calls++, {
      floorBytes: 4 * GiB,
      everyMs: 10,
      freeBytes: disk([10, 6, 3, 2, 1].map((n) => n * GiB)),
    });
    vi.advanceTimersByTime(10);
    expect(calls).toBe(0);
    vi.advanceTimersByTime(40);
    expect(calls).toBe(1);
    expect(watch.stop()).toMatchObject({ lowestFreeBytes: 1 * GiB, stoppedForSpace: true });
  });
});
