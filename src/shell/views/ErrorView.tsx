'use client';
// The error page body shown by route error boundaries: what happened, and a retry.
import { retryFailedLoads } from '@/kit/lazy/retryableLazy';
import styles from './views.module.css';

export type ErrorViewProps = {
  /** What was thrown; Next passes server errors as an Error with only a `digest`. */
  error: unknown;
  /** Re-fetches and re-renders the failed segment. */
  retry: () => void;
};

const digestOf = (error: unknown) =>
  error instanceof Error && 'digest' in error && typeof error.digest === 'string' ? error.digest : null;

export function ErrorView({ error, retry }: ErrorViewProps) {
  const digest = digestOf(error);
  return (
    <section className={styles.view} aria-labelledby="error-title" role="alert">
      <h1 id="error-title">Something went wrong</h1>
      <p>This page could not be shown. Trying again often helps; if it does not, reload the page.</p>
      {digest ? (
        <p className={styles.digest}>
          Reference: <code>{digest}</code>
        </p>
      ) : null}
      <div className={styles.actions}>
        {/* Code that failed to load (a chunk lost to the network) is fetched again, not taken from React's cache. */}
        <button
          type="button"
          className={styles.retry}
          onClick={() => {
            retryFailedLoads();
            retry();
          }}
        >
          Try again
        </button>
        {/* A full page load on purpose: the client router may be what broke. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/">Go to the home page</a>
      </div>
    </section>
  );
}
