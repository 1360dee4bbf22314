import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.mjs';

describe('rate limit per client', () => {
  it('allows a burst, then refuses with the wait until the next token', () => {
    const limiter = createRateLimiter({ perMinute: 60, burst: 3 });
    expect([1, 2, 3].map(() => limiter.take('a', 0).allowed)).toEqual([true, true, true]);
    expect(limiter.take('a', 0)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(limiter.take('a', 500).allowed).toBe(false);
    expect(limiter.take('a', 1000).allowed).toBe(true);
  });

  it('keeps clients apart, and refills no further than the burst', () => {
    const limiter = createRateLimiter({ perMinute: 6, burst: 2 });
    limiter.take('a', 0);
    limiter.take('a', 0);
    expect(limiter.take('a', 0)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(limiter.take('b', 0).allowed).toBe(true);
    const later = 3_600_000;
    expect([1, 2, 3].map(() => limiter.take('a', later).allowed)).toEqual([true, true, false]);
  });

  it('forgets the client seen longest ago past its bound, so memory stays bounded', () => {
    const limiter = createRateLimiter({ perMinute: 1, burst: 1, maxClients: 2 });
    limiter.take('a', 0);
    limiter.take('b', 0);
    limiter.take('c', 0); // 'a' is forgotten
    expect(limiter.take('b', 0).allowed).toBe(false);
    expect(limiter.take('a', 0).allowed).toBe(true);
  });
});
