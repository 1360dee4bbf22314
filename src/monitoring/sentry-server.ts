// Error reporting on the server (adapter): starts the SDK for Node when a DSN is configured and
// reports what Next's onRequestError hook passes on, with stack traces in source terms (the server
// chunks' own source maps, which are never served). No tracing on the server: only errors.
import path from 'node:path';
import * as Sentry from '@sentry/nextjs';
import type { Instrumentation } from 'next';
import { SERVER_BUILD_DIR } from './next-config.mjs';
import { serverSentryOptions } from './sentry-options';
import { sourceMapStore } from './source-map-store';
import { chunkUnder, symbolicateEvent } from './symbolicate';

/** How frames name files once the SDK has made them relative to the project: the same on every host. */
const FRAME_ROOT = 'app:///';

export function startServerReporting(): void {
  const projectRoot = process.cwd();
  const serverChunks = sourceMapStore(path.join(/* turbopackIgnore: true */ projectRoot, SERVER_BUILD_DIR), SERVER_BUILD_DIR);
  const chunkOf = chunkUnder(`${FRAME_ROOT}${SERVER_BUILD_DIR}`);
  const options = serverSentryOptions(
    {
      dsn: process.env.NEXT_PUBLIC_SENTRY_DSN ?? '',
      release: process.env.TESSERA_RELEASE ?? 'unknown',
      environment: process.env.NODE_ENV ?? 'production',
    },
    (event) => symbolicateEvent(event, serverChunks, chunkOf),
  );
  if (!options) return;
  Sentry.init({
    ...options,
    // Errors' causes, and file names relative to the project (no install path; grouping survives a move).
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.rewriteFramesIntegration({ root: projectRoot, prefix: FRAME_ROOT })],
  });
}

// The SDK keeps its client on the global object: the hook may run in another bundle's copy of this
// module than register() did. Without a client (no DSN) capturing does nothing.
export const reportRequestError: Instrumentation.onRequestError = (error, request, context) => {
  Sentry.captureRequestError(error, request, context);
};
