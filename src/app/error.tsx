'use client';
import { ErrorView, type ErrorViewProps } from '@/shell/views/ErrorView';

export default function RouteError(props: ErrorViewProps) {
  return <ErrorView {...props} />;
}
