// Content-Security-Policy violations as a page sees them: every `securitypolicyviolation` event (recorded
// from before the first script runs) and every console message in which Chromium reports a refusal.
import type { Page } from '@playwright/test';

export type PageViolation = { directive: string; blocked: string; source: string };

export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy/i.test(text)) consoleReports.push(`console: ${text}`);
  });
  await page.addInitScript(() => {
    const seen: PageViolation[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  // Reads the current document's events (each navigation starts a new list) plus all console reports.
  return async () => {
    const events = await page
      .evaluate(() => (window as unknown as { __cspViolations?: PageViolation[] }).__cspViolations ?? [])
      .catch(() => [] as PageViolation[]);
    return [...events.map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source}`), ...consoleReports];
  };
}
