// Client instrumentation for error reporting, injected before hydration only when a DSN is configured
// (next.config `instrumentationClientInject`). It stays tiny: the SDK loads in its own chunk when the
// browser is idle after load, or at once on the first error; errors before that wait in the bridge.
import { installMonitoringBridge } from './monitoring-bridge';
import type { SentryHandle } from './sentry-browser';

/** Longest wait for an idle moment before the SDK loads anyway. */
export const SDK_LOAD_IDLE_TIMEOUT_MS = 2000;

let handle: SentryHandle | null = null;
let loading = false;

function load(): void {
  if (loading) return;
  loading = true;
  import('./sentry-browser')
    .then((sdk) => {
      handle = sdk.startSentry(installMonitoringBridge(window));
    })
    .catch(() => {
      // A chunk that fails to load (offline, blocked) leaves reporting off; the page is unaffected.
    });
}

function loadWhenIdle(): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: SDK_LOAD_IDLE_TIMEOUT_MS });
  else setTimeout(load, SDK_LOAD_IDLE_TIMEOUT_MS);
}

function start(): void {
  const bridge = installMonitoringBridge(window);
  bridge.wake = load;
  if (bridge.queue.length > 0) load();
  else if (document.readyState === 'complete') loadWhenIdle();
  else window.addEventListener('load', loadWhenIdle, { once: true });
}

try {
  start();
} catch {
  // Error reporting must never stop the page from hydrating.
}

/** Next calls this as each client-side navigation starts; the SDK opens a navigation span for it. */
export function onRouterTransitionStart(url: string, navigationType: 'push' | 'replace' | 'traverse'): void {
  try {
    handle?.routerTransitionStart(url, navigationType);
  } catch {
    // Tracing is optional; navigation is not.
  }
}
