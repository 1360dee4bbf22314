// Requests per client, as a token bucket (pure, unit-tested): each client may burst up to `burst`
// requests, then gets `perMinute` a minute. Memory is bounded: past `maxClients` the client seen
// longest ago is forgotten (it starts again with a full bucket, which only errs towards allowing).
import { LRUCache } from 'lru-cache';

/**
 * @typedef {{ allowed: true } | { allowed: false, retryAfterSeconds: number }} RateDecision
 * @param {{ perMinute: number, burst: number, maxClients?: number }} limits
 */
export function createRateLimiter({ perMinute, burst, maxClients = 10_000 }) {
  const refillPerMs = perMinute / 60_000;
  /** @type {LRUCache<string, { tokens: number, at: number }>} each client's bucket, the one seen longest ago dropped past maxClients */
  const buckets = new LRUCache({ max: maxClients });
  return {
    /**
     * Takes one request's token for `client` at `nowMs`.
     * @param {string} client @param {number} nowMs @returns {RateDecision}
     */
    take(client, nowMs) {
      const previous = buckets.get(client);
      const tokens = previous ? Math.min(burst, previous.tokens + Math.max(0, nowMs - previous.at) * refillPerMs) : burst;
      if (tokens < 1) {
        buckets.set(client, { tokens, at: nowMs });
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - tokens) / refillPerMs / 1000)) };
      }
      buckets.set(client, { tokens: tokens - 1, at: nowMs });
      return { allowed: true };
    },
  };
}
