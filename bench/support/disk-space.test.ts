import os from 'node:os';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchDiskSpace } from './disk-space';

describe('watchDiskSpace', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls for a stop once when free space is under the floor, and says so in its figures', () => {
    let calls = 0;
    const watch = watchDiskSpace(os.tmpdir(), () => calls++, { floorBytes: Number.MAX_SAFE_INTEGER, everyMs: 5 });
    vi.advanceTimersByTime(40);
    const figures = watch.stop();
    expect(calls).toBe(1);
    expect(figures.stoppedForSpace).toBe(true);
    expect(figures.freeAtStartBytes).toBeGreaterThan(0);
    expect(figures.lowestFreeBytes).toBeLessThanOrEqual(figures.freeAtStartBytes);
    expect(figures.peakUsedBytes).toBeGreaterThanOrEqual(0);
  });

  it('leaves a build with room alone', () => {
    let calls = 0;
    const watch = watchDiskSpace(os.tmpdir(), () => calls++, { floorBytes: 0, everyMs: 5 });
    vi.advanceTimersByTime(20);
    expect(watch.stop().stoppedForSpace).toBe(false);
    expect(calls).toBe(0);
  });
});
