// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_ERRORS_MAX,
  MONITORING_BRIDGE_KEY,
  installMonitoringBridge,
  monitoringBootScript,
  type MonitoringBridge,
} from './monitoring-bridge';
import { reportCaughtError } from './report-error';

const host = window as unknown as Record<string, MonitoringBridge | undefined>;
const fireError = (error: Error) => window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
const fireRejection = (reason: unknown) => {
  const event = new Event('unhandledrejection') as Event & { reason: unknown };
  event.reason = reason;
  window.dispatchEvent(event);
};

describe('monitoring bridge', () => {
  afterEach(() => {
    host[MONITORING_BRIDGE_KEY]?.release();
    delete host[MONITORING_BRIDGE_KEY];
  });

  it('buffers uncaught errors, unhandled rejections and caught errors until the SDK is there', () => {
    const bridge = installMonitoringBridge(window);
    const thrown = new Error('early');
    fireError(thrown);
    fireRejection('nope');
    reportCaughtError(new Error('in a boundary'), 'route');
    expect(bridge.queue).toEqual([
      { kind: 'uncaught', error: thrown, message: 'early' },
      { kind: 'rejection', reason: 'nope' },
      { kind: 'caught', error: new Error('in a boundary'), boundary: 'route' },
    ]);
  });

  it('wakes the loader on every report while there is no sink', () => {
    const bridge = installMonitoringBridge(window);
    bridge.wake = vi.fn();
    fireError(new Error('first'));
    expect(bridge.wake).toHaveBeenCalledTimes(1);
  });

  it('hands reports straight to the sink once the SDK is ready, and stops listening when released', () => {
    const bridge = installMonitoringBridge(window);
    const sink = vi.fn();
    bridge.sink = sink;
    bridge.release();
    reportCaughtError('boom', 'global');
    fireError(new Error('after release'));
    expect(sink.mock.calls).toEqual([[{ kind: 'caught', error: 'boom', boundary: 'global' }]]);
    expect(bridge.queue).toEqual([]);
  });

  it(`keeps at most ${EARLY_ERRORS_MAX} reports and counts the rest`, () => {
    const bridge = installMonitoringBridge(window);
    for (let index = 0; index < EARLY_ERRORS_MAX + 5; index++) fireError(new Error(String(index)));
    expect(bridge.queue).toHaveLength(EARLY_ERRORS_MAX);
    expect(bridge.dropped).toBe(5);
  });

  it('is installed once: a second install returns the same bridge', () => {
    const first = installMonitoringBridge(window);
    expect(installMonitoringBridge(window)).toBe(first);
    expect(host[MONITORING_BRIDGE_KEY]).toBe(first);
  });

  it('never throws out of a report, even when the sink or the loader does', () => {
    const bridge = installMonitoringBridge(window);
    bridge.wake = () => {
      throw new Error('loader broke');
    };
    expect(() => reportCaughtError('x', 'route')).not.toThrow();
    bridge.sink = () => {
      throw new Error('sdk broke');
    };
    expect(() => reportCaughtError('y', 'route')).not.toThrow();
  });

  it('the boot script installs the same bridge from its inlined source', () => {
    new Function(monitoringBootScript())();
    const bridge = host[MONITORING_BRIDGE_KEY];
    expect(bridge).toBeDefined();
    fireError(new Error('from the boot script'));
    expect(bridge?.queue).toHaveLength(1);
    expect(installMonitoringBridge(window)).toBe(bridge);
  });

  it('reportCaughtError does nothing when error reporting is off', () => {
    expect(() => reportCaughtError(new Error('x'), 'route')).not.toThrow();
    expect(host[MONITORING_BRIDGE_KEY]).toBeUndefined();
  });
});
