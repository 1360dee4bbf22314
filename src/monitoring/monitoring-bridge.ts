// The bridge between the page and the lazily loaded error-reporting SDK: it buffers what goes wrong
// before the SDK is there (uncaught errors, unhandled rejections, errors boundaries caught), wakes the
// loader on the first one, and hands everything to the SDK once it is ready. The installer is
// self-contained (no imports, no closures) because the shell also inlines its source as a boot script,
// so errors are caught from the first byte of the document, before any bundle runs.

export type QueuedError =
  | { kind: 'uncaught'; error: unknown; message: string }
  | { kind: 'rejection'; reason: unknown }
  | { kind: 'caught'; error: unknown; boundary: string };

export type MonitoringBridge = {
  /** Reports waiting for the SDK, oldest first; at most EARLY_ERRORS_MAX. */
  queue: QueuedError[];
  /** Reports dropped because the queue was full. */
  dropped: number;
  /** Takes reports once the SDK is ready. */
  sink: ((report: QueuedError) => void) | null;
  /** Called on every report while there is no sink, so the first error loads the SDK. */
  wake: (() => void) | null;
  report: (report: QueuedError) => void;
  /** Stops listening to window errors: the SDK's own handlers take over. */
  release: () => void;
  /**
   * Whether page loads and navigations may be traced: the visitor's `statistics` consent, kept in
   * step by the shell (allowTracing). Off until then; errors are reported either way.
   */
  tracingAllowed: boolean;
};

/** The window property the bridge lives under (inlined in the installer, which must not close over it). */
export const MONITORING_BRIDGE_KEY = '__tesseraMonitoring';
export const EARLY_ERRORS_MAX = 30;

/** Installs the bridge on the window once and returns it (the existing one when the boot script ran). */
export function installMonitoringBridge(win: Window): MonitoringBridge {
  const host = win as unknown as { __tesseraMonitoring?: MonitoringBridge };
  const existing = host.__tesseraMonitoring;
  if (existing) return existing;

  const bridge: MonitoringBridge = {
    queue: [],
    dropped: 0,
    sink: null,
    wake: null,
    tracingAllowed: false,
    report(report) {
      try {
        if (bridge.sink) {
          bridge.sink(report);
          return;
        }
        if (bridge.queue.length < 30) bridge.queue.push(report);
        else bridge.dropped++;
        if (bridge.wake) bridge.wake();
      } catch {
        // Reporting must never add an error of its own.
      }
    },
    release() {
      win.removeEventListener('error', onError);
      win.removeEventListener('unhandledrejection', onRejection);
    },
  };
  // Only script errors reach window without capture; failed images and stylesheets do not bubble.
  const onError = (event: ErrorEvent) => bridge.report({ kind: 'uncaught', error: event.error, message: event.message });
  const onRejection = (event: PromiseRejectionEvent) => bridge.report({ kind: 'rejection', reason: event.reason });
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  host.__tesseraMonitoring = bridge;
  return bridge;
}

/** The boot script's source: the installer applied to the window, guarded so a failure never breaks the page. */
export function monitoringBootScript(): string {
  return `try{(${installMonitoringBridge.toString()})(window)}catch(e){}`;
}
