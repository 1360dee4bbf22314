// Content-Security-Policy violation reports: what the browser posts to the policy's report path
// (`report-uri`, application/csp-report; or the Reporting API's application/reports+json), read into one
// flat shape and appended to a log the operator (and the e2e suite) can read. Browsers post these with
// no credentials; anyone can forge one, so a report is a hint, never trusted input: bounded, and only
// its known string fields are kept.
import { appendFile } from 'node:fs/promises';

export const CSP_REPORT_PATH = '/csp-report';
/** Real reports are a few hundred bytes; anything much larger is not one. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
const FIELD_MAX_CHARS = 500;

/** @typedef {{ documentUri: string, directive: string, blockedUri: string, sourceFile: string, line: number | null, sample: string }} CspViolation */

const text = (/** @type {unknown} */ value) => (typeof value === 'string' ? value.slice(0, FIELD_MAX_CHARS) : '');

/**
 * The violations in a report body (either format), or [] when it is not a report.
 * @param {string} body
 * @returns {CspViolation[]}
 */
export function readCspReport(body) {
  let parsed;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  /** @type {Record<string, unknown>[]} */
  const raw = [];
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && parsed['csp-report'] && typeof parsed['csp-report'] === 'object') {
    const report = parsed['csp-report'];
    raw.push({
      documentURL: report['document-uri'],
      effectiveDirective: report['effective-directive'] ?? report['violated-directive'],
      blockedURL: report['blocked-uri'],
      sourceFile: report['source-file'],
      lineNumber: report['line-number'],
      sample: report['script-sample'],
    });
  } else if (Array.isArray(parsed)) {
    for (const entry of parsed) if (entry?.type === 'csp-violation' && entry.body && typeof entry.body === 'object') raw.push(entry.body);
  }
  return raw
    .map((report) => ({
      documentUri: text(report.documentURL),
      directive: text(report.effectiveDirective),
      blockedUri: text(report.blockedURL),
      sourceFile: text(report.sourceFile),
      line: Number.isInteger(report.lineNumber) ? /** @type {number} */ (report.lineNumber) : null,
      sample: text(report.sample),
    }))
    .filter((violation) => violation.directive !== '');
}

/**
 * The report endpoint for the Node server: answers POSTs to CSP_REPORT_PATH (204) and appends each
 * violation as a JSON line to `logFile`. Returns false for any other request, which it leaves alone.
 * @param {string} logFile
 * @returns {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean}
 */
export function cspReportEndpoint(logFile) {
  return (request, response) => {
    if ((request.url ?? '').split('?')[0] !== CSP_REPORT_PATH) return false;
    if (request.method !== 'POST') {
      response.writeHead(405, { Allow: 'POST' }).end();
      return true;
    }
    if (Number(request.headers['content-length'] ?? 0) > CSP_REPORT_MAX_BYTES) {
      response.writeHead(413, { Connection: 'close' }).end();
      request.destroy();
      return true;
    }
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    request.on('data', (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > CSP_REPORT_MAX_BYTES) {
        if (!response.headersSent) response.writeHead(413, { Connection: 'close' }).end();
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('error', () => {});
    request.on('end', () => {
      const violations = readCspReport(Buffer.concat(chunks).toString('utf8'));
      const lines = violations.map((violation) => `${JSON.stringify({ at: new Date().toISOString(), ...violation })}\n`).join('');
      (lines ? appendFile(logFile, lines) : Promise.resolve())
        .catch((error) => console.error('csp-report: cannot write', logFile, error))
        .finally(() => {
          if (!response.headersSent) response.writeHead(violations.length ? 204 : 400).end();
        });
    });
    return true;
  };
}
