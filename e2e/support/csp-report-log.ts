// The suite-wide Content-Security-Policy check: the server appends every violation report a browser
// posts to one log (CSP_REPORT_LOG, see playwright.config.ts). Set-up empties it; the returned
// teardown fails the run if any page of any spec caused a violation that no test meant to cause.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import type { CspViolation } from '../../src/security/csp-reports.mjs';

/** Tests that break the policy on purpose load pages with this in the URL; their reports are expected. */
export const EXPECTED_VIOLATION_MARKER = 'csp-expected-violation';

export function reportedViolations(): CspViolation[] {
  const log = process.env.E2E_CSP_REPORT_LOG;
  if (!log || !existsSync(log)) return [];
  return readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as CspViolation);
}

export const unexpectedViolations = () =>
  reportedViolations().filter((violation) => !violation.documentUri.includes(EXPECTED_VIOLATION_MARKER));

export default function cspReportLog() {
  const log = process.env.E2E_CSP_REPORT_LOG;
  if (log) rmSync(log, { force: true });
  return () => {
    const violations = unexpectedViolations();
    if (violations.length > 0) {
      const lines = violations.map(
        (v) => `  ${v.documentUri}: ${v.directive} blocked ${v.blockedUri || '(inline)'} ${v.sourceFile}:${v.line ?? ''}`,
      );
      throw new Error(`Content-Security-Policy violations during the suite (${violations.length}):\n${lines.join('\n')}`);
    }
  };
}
