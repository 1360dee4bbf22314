// What error boundaries call to report what they caught: hands it to the monitoring bridge when error
// reporting is on (a DSN is configured), does nothing otherwise. Small on purpose: it ships with every page.
import { MONITORING_BRIDGE_KEY, type MonitoringBridge } from './monitoring-bridge';

export function reportCaughtError(error: unknown, boundary: string): void {
  try {
    const bridge = (window as unknown as Record<string, MonitoringBridge | undefined>)[MONITORING_BRIDGE_KEY];
    bridge?.report({ kind: 'caught', error, boundary });
  } catch {
    // Reporting is best effort; the boundary's own fallback is what the visitor needs.
  }
}
