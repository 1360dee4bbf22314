// Next's server instrumentation: render and route errors on the server are reported to the same
// DSN as the browser's, scrubbed like them. Loaded only in the Node.js runtime; without a DSN the
// SDK is never started and the hook does nothing.
import type { Instrumentation } from 'next';

// (NEXT_PUBLIC_ values are fixed at build: without a DSN the bundler drops the SDK's import.)
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  const { startServerReporting } = await import('./monitoring/sentry-server');
  startServerReporting();
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || !process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  const { reportRequestError } = await import('./monitoring/sentry-server');
  reportRequestError(error, request, context);
};
