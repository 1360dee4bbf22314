// React.lazy that can be tried again: React keeps a failed load's rejection for good, so one chunk that
// did not arrive (a network blip) would break that component until a reload. A failed load still throws
// (the nearest error boundary shows 'Try again'); `retryFailedLoads()`, which that button calls, gives
// every failed component a fresh load for the next render. Never retried on its own: no loop while the
// network is down.
import { type ComponentProps, type ComponentType, lazy, type LazyExoticComponent } from 'react';

const failedLoads = new Set<() => void>();

/** Lets every component whose code failed to load try again on its next render. */
export function retryFailedLoads(): void {
  for (const reset of failedLoads) reset();
  failedLoads.clear();
}

// `any` props: the loader's component type carries the real props, which the wrapper passes through.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function retryableLazy<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): ComponentType<ComponentProps<T>> {
  const loaded: { current: LazyExoticComponent<T> } = { current: lazy(attempt) };
  function attempt() {
    return load().catch((error: unknown) => {
      failedLoads.add(() => {
        loaded.current = lazy(attempt);
      });
      throw error;
    });
  }
  function RetryableLazy(props: ComponentProps<T>) {
    const Component = loaded.current;
    return <Component {...props} />;
  }
  return RetryableLazy;
}
