'use client';
import { useReportError } from '@/monitoring/useReportError';
import { ErrorView, type ErrorViewProps } from '@/shell/views/ErrorView';

export default function RouteError(props: ErrorViewProps) {
  useReportError(props.error, 'route');
  return <ErrorView {...props} />;
}
