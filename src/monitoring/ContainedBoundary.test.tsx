// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContainedBoundary } from './ContainedBoundary';
import { MONITORING_BRIDGE_KEY, installMonitoringBridge, type MonitoringBridge } from './monitoring-bridge';

const host = window as unknown as Record<string, MonitoringBridge | undefined>;

function Broken(): never {
  throw new Error('analytics widget broke');
}

describe('ContainedBoundary', () => {
  afterEach(() => {
    host[MONITORING_BRIDGE_KEY]?.release();
    delete host[MONITORING_BRIDGE_KEY];
    vi.restoreAllMocks();
  });

  it('renders the fallback in place of a part that throws, keeps its siblings, and reports the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bridge = installMonitoringBridge(window);
    render(
      <main>
        <h1>Docs</h1>
        <ContainedBoundary name="analytics" fallback={<p>Analytics unavailable</p>}>
          <Broken />
        </ContainedBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Docs' })).toBeTruthy();
    expect(screen.getByText('Analytics unavailable')).toBeTruthy();
    expect(bridge.queue).toEqual([{ kind: 'caught', error: new Error('analytics widget broke'), boundary: 'analytics' }]);
  });

  it('renders its children when nothing goes wrong, and nothing in place of a failure by default', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = render(
      <>
        <ContainedBoundary name="consent">
          <p>Banner</p>
        </ContainedBoundary>
        <ContainedBoundary name="monitoring">
          <Broken />
        </ContainedBoundary>
      </>,
    );
    expect(container.innerHTML).toBe('<p>Banner</p>');
  });
});
