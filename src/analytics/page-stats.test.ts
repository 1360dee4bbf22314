import { describe, expect, it } from 'vitest';
import { pageStats, scrolledPercent } from './page-stats';

const visit = { startedAtMs: 1_000_000, maxScrolledPercent: 42, interacted: false };
const leftAfter = (seconds: number, furtherPageView = false) => ({ leftAtMs: visit.startedAtMs + seconds * 1000, furtherPageView });

describe('page stats', () => {
  it('needs at least 20 seconds on the page', () => {
    expect(pageStats(visit, leftAfter(19.999))).toBeNull();
    expect(pageStats(visit, leftAfter(20))).not.toBeNull();
    expect(pageStats(visit, { leftAtMs: Number.NaN, furtherPageView: false })).toBeNull();
  });

  it.each([
    [20, 0],
    [29, 0],
    [30, 1],
    [89, 1],
    [90, 2],
    [3600, 60],
  ])('reports %i s as %i rounded minutes', (seconds, minutes) => {
    expect(pageStats(visit, leftAfter(seconds))?.page_duration_minutes).toBe(minutes);
  });

  it('is a bounce only without interaction and without a further page view', () => {
    expect(pageStats(visit, leftAfter(30))?.bounce).toBe(true);
    expect(pageStats(visit, leftAfter(30, true))?.bounce).toBe(false);
    expect(pageStats({ ...visit, interacted: true }, leftAfter(30))?.bounce).toBe(false);
  });

  it('reports the deepest scroll as a whole percentage within 0–100', () => {
    expect(pageStats({ ...visit, maxScrolledPercent: 42.4 }, leftAfter(30))?.page_scrolled_percent).toBe(42);
    expect(pageStats({ ...visit, maxScrolledPercent: 140 }, leftAfter(30))?.page_scrolled_percent).toBe(100);
    expect(pageStats({ ...visit, maxScrolledPercent: -3 }, leftAfter(30))?.page_scrolled_percent).toBe(0);
  });
});

describe('scrolled percent', () => {
  it('measures the bottom of the viewport against the page height', () => {
    expect(scrolledPercent({ scrollTop: 0, viewportHeight: 800, documentHeight: 3200 })).toBe(25);
    expect(scrolledPercent({ scrollTop: 1200, viewportHeight: 800, documentHeight: 3200 })).toBe(63);
    expect(scrolledPercent({ scrollTop: 2400, viewportHeight: 800, documentHeight: 3200 })).toBe(100);
  });

  it('counts a page shorter than the viewport, or one overscrolled, as fully seen', () => {
    expect(scrolledPercent({ scrollTop: 0, viewportHeight: 800, documentHeight: 500 })).toBe(100);
    expect(scrolledPercent({ scrollTop: 3000, viewportHeight: 800, documentHeight: 3200 })).toBe(100);
    expect(scrolledPercent({ scrollTop: -50, viewportHeight: 0, documentHeight: 3200 })).toBe(0);
    expect(scrolledPercent({ scrollTop: 0, viewportHeight: 800, documentHeight: 0 })).toBe(100);
  });
});
