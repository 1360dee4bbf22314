'use client';
// Keeps error reporting's performance tracing in step with the visitor's `statistics` consent: page
// loads and navigations are traced only with it (docs/contract.md, Error reporting). Rendered only when a
// DSN is configured. Renders nothing.
import { useEffect } from 'react';
import { useConsent } from '@/consent/use-consent';
import { allowTracing } from '@/monitoring/tracing-consent';

export function TracingConsent() {
  const { statistics } = useConsent();
  useEffect(() => allowTracing(statistics), [statistics]);
  return null;
}
