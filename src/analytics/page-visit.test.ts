// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPageVisit } from './page-visit';

describe('page visit', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('reports nothing when left before 20 s, and keeps measuring', () => {
    const report = vi.fn();
    const visit = startPageVisit(report);
    vi.setSystemTime(19_000);
    visit.leave(false);
    expect(report).not.toHaveBeenCalled();
    vi.setSystemTime(21_000);
    visit.leave(true);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toMatchObject({ page_duration_minutes: 0, bounce: false });
    expect(report.mock.calls[0]?.[1]).toBe(location.href);
  });

  it('reports a bounce on pagehide without interaction, once', () => {
    const report = vi.fn();
    startPageVisit(report);
    vi.setSystemTime(90_000);
    window.dispatchEvent(new Event('pagehide'));
    window.dispatchEvent(new Event('pagehide'));
    expect(report).toHaveBeenCalledTimes(1);
    expect(report.mock.calls[0]?.[0]).toMatchObject({ page_duration_minutes: 2, bounce: true });
  });

  it('counts a key press as interaction', () => {
    const report = vi.fn();
    const visit = startPageVisit(report);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' }));
    vi.setSystemTime(30_000);
    visit.leave(false);
    expect(report.mock.calls[0]?.[0]).toMatchObject({ bounce: false });
  });

  it('reports nothing once stopped', () => {
    const report = vi.fn();
    const visit = startPageVisit(report);
    visit.stop();
    vi.setSystemTime(60_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(report).not.toHaveBeenCalled();
  });
});
