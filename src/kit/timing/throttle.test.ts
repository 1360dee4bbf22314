import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once and the last call of a burst once the interval is over', () => {
    const calls: number[] = [];
    const throttled = throttle((value: number) => calls.push(value), 16);
    throttled(1);
    throttled(2);
    throttled(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(15);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
  });

  it('never calls more than once per interval under a steady stream', () => {
    const calls: number[] = [];
    const throttled = throttle(() => calls.push(Date.now()), 16);
    for (let ms = 0; ms < 160; ms++) {
      throttled();
      vi.advanceTimersByTime(1);
    }
    vi.advanceTimersByTime(16);
    for (let i = 1; i < calls.length; i++) expect((calls[i] ?? 0) - (calls[i - 1] ?? 0)).toBeGreaterThanOrEqual(16);
    expect(calls.length).toBeGreaterThanOrEqual(10);
    expect(calls.length).toBeLessThanOrEqual(11);
  });

  it('runs again at once after a quiet interval', () => {
    const calls: string[] = [];
    const throttled = throttle((value: string) => calls.push(value), 16);
    throttled('a');
    vi.advanceTimersByTime(100);
    throttled('b');
    expect(calls).toEqual(['a', 'b']);
  });

  it('drops a pending call when cancelled', () => {
    const calls: string[] = [];
    const throttled = throttle((value: string) => calls.push(value), 16);
    throttled('a');
    throttled('b');
    throttled.cancel();
    vi.advanceTimersByTime(50);
    expect(calls).toEqual(['a']);
  });
});
