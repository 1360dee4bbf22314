'use client';
// Reports the error a boundary caught, once per error (retries that fail again report again).
import { useEffect } from 'react';
import { reportCaughtError } from './report-error';

export function useReportError(error: unknown, boundary: string): void {
  useEffect(() => {
    reportCaughtError(error, boundary);
  }, [error, boundary]);
}
