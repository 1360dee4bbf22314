import { describe, expect, it, vi } from 'vitest';
import { createAnalyticsController, type TrackingModule } from './analytics-controller';
import { connectPageActions, trackPageAction } from '../page-actions/page-actions';
import type { TrackingSession } from './tracking-session';

function fakeTracking() {
  const calls: string[] = [];
  const session: TrackingSession = {
    start: () => calls.push('start'),
    routeChanged: (pathnameChanged) => calls.push(`route ${pathnameChanged}`),
    pageAction: (name, value) => calls.push(`action ${name} ${value}`),
    withdraw: () => calls.push('withdraw'),
  };
  let resolve: (module: TrackingModule) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<TrackingModule>((onLoad, onError) => {
        resolve = onLoad;
        reject = onError;
      }),
  );
  const tracking: TrackingModule = { createTrackingSession: vi.fn(() => session) };
  return { calls, load, loaded: () => resolve(tracking), failed: () => reject(new Error('offline')), module: tracking };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('analytics controller', () => {
  it('loads nothing until analytics is allowed', () => {
    const tracking = fakeTracking();
    const controller = createAnalyticsController('http://collector', tracking.load);
    controller.setAllowed(false);
    controller.routeChanged(true);
    expect(tracking.load).not.toHaveBeenCalled();
  });

  it('loads once, starts, passes route changes and page actions on while running', async () => {
    connectPageActions(null);
    const tracking = fakeTracking();
    const controller = createAnalyticsController('http://collector', tracking.load);
    controller.setAllowed(true);
    controller.setAllowed(true);
    controller.routeChanged(true); // before the code arrived: the session's own page view covers it
    tracking.loaded();
    await settle();
    expect(tracking.load).toHaveBeenCalledTimes(1);
    expect(tracking.module.createTrackingSession).toHaveBeenCalledWith('http://collector');
    controller.routeChanged(false);
    trackPageAction('code_copied', 'ts');
    expect(tracking.calls).toEqual(['start', 'route false', 'action code_copied ts']);
  });

  it('withdraws, disconnects page actions, and resumes the same session on new consent', async () => {
    const tracking = fakeTracking();
    const controller = createAnalyticsController('http://collector', tracking.load);
    controller.setAllowed(true);
    tracking.loaded();
    await settle();
    controller.setAllowed(false);
    controller.routeChanged(true);
    trackPageAction('feedback', 1);
    controller.setAllowed(true);
    expect(tracking.calls).toEqual(['start', 'withdraw', 'start']);
    expect(tracking.load).toHaveBeenCalledTimes(1);
  });

  it('only cleans up when consent was withdrawn while the code loaded', async () => {
    const tracking = fakeTracking();
    const controller = createAnalyticsController('http://collector', tracking.load);
    controller.setAllowed(true);
    controller.setAllowed(false);
    tracking.loaded();
    await settle();
    expect(tracking.calls).toEqual(['withdraw']);
    controller.setAllowed(true);
    expect(tracking.calls).toEqual(['withdraw', 'start']);
  });

  it('tries to load again after a failed load', async () => {
    const tracking = fakeTracking();
    const controller = createAnalyticsController('http://collector', tracking.load);
    controller.setAllowed(true);
    tracking.failed();
    await settle();
    controller.setAllowed(false);
    controller.setAllowed(true);
    expect(tracking.load).toHaveBeenCalledTimes(2);
  });
});

describe('trackPageAction', () => {
  it('is a no-op without analytics and never throws', () => {
    connectPageActions(null);
    expect(() => trackPageAction('feedback', 'yes')).not.toThrow();
    connectPageActions(() => {
      throw new Error('tracker broke');
    });
    expect(() => trackPageAction('feedback', 'yes')).not.toThrow();
    connectPageActions(null);
  });
});
