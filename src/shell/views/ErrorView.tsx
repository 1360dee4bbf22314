'use client';
// The error page body shown by route error boundaries: what happened, and a retry.
import { useLocale, useMessages } from '@/i18n/I18nProvider';
import { localePath } from '@/i18n/site-translations';
import { retryFailedLoads } from '@/kit/lazy/retryableLazy';
import styles from './views.module.css';

export type ErrorViewProps = {
  /** What was thrown (the boundary reports it; the view says nothing of it). */
  error: unknown;
  /** Re-fetches and re-renders the failed segment. */
  retry: () => void;
};

export function ErrorView({ retry }: ErrorViewProps) {
  const message = useMessages();
  const locale = useLocale();
  return (
    <section className={styles.view} aria-labelledby="error-title" role="alert">
      <h1 id="error-title">{message('error.title')}</h1>
      <p>{message('error.body')}</p>
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
          {message('error.retry')}
        </button>
        {/* A full page load on purpose: the client router may be what broke. */}
        <a href={localePath(locale, '/')}>{message('error.home')}</a>
      </div>
    </section>
  );
}
