'use client';
// Keeps a non-essential part of the page (consent banner, analytics, monitoring widgets) from taking
// the page down: if it throws while rendering, it is reported and replaced by its fallback (nothing
// by default), and everything around it keeps working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportCaughtError } from './report-error';

type Props = {
  /** Names the part in the report's `boundary` tag. */
  name: string;
  children: ReactNode;
  fallback?: ReactNode;
};

export class ContainedBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    reportCaughtError(error, this.props.name);
  }

  override render(): ReactNode {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
