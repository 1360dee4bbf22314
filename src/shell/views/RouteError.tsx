'use client';
// The route error boundary's body for every locale's root layout: reports the error, shows the view.
import { useReportError } from '@/monitoring/useReportError';
import { ErrorView, type ErrorViewProps } from './ErrorView';

export function RouteError(props: ErrorViewProps) {
  useReportError(props.error, 'route');
  return <ErrorView {...props} />;
}
