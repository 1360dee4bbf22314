import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OneShotTimer } from './one-shot-timer';

describe('OneShotTimer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the callback once after the delay', () => {
    const timer = new OneShotTimer();
    const callback = vi.fn();
    timer.start(callback, 150);
    vi.advanceTimersByTime(149);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('replaces a pending callback when started again, and cancels', () => {
    const timer = new OneShotTimer();
    const first = vi.fn();
    const second = vi.fn();
    timer.start(first, 100);
    timer.start(second, 100);
    vi.advanceTimersByTime(100);
    expect([first.mock.calls.length, second.mock.calls.length]).toEqual([0, 1]);
    timer.start(first, 100);
    timer.cancel();
    vi.advanceTimersByTime(100);
    expect(first).not.toHaveBeenCalled();
  });
});
