// What the shell calls when the visitor's `statistics` consent changes: performance tracing (page
// loads and navigations) follows it from the next one. Small on purpose: it ships with every page.
import { MONITORING_BRIDGE_KEY, type MonitoringBridge } from './monitoring-bridge';

export function allowTracing(allowed: boolean): void {
  const bridge = (window as unknown as Record<string, MonitoringBridge | undefined>)[MONITORING_BRIDGE_KEY];
  if (bridge) bridge.tracingAllowed = allowed;
}
