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

/** @param {number} status @param {string} text @param {Record<string, string>} [headers] */
const plain = (status, text, headers = {}) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });

/**
 * A request's body as text, or null past `maxBytes` (read no further: a report or a tool call is small, a flood is not).
 * @param {Request} request @param {number} maxBytes @returns {Promise<string | null>}
 */
export async function boundedText(request, maxBytes) {
  if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > maxBytes) {
      void reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The report endpoint (a Web handler): takes POSTs (204) and appends each violation as a JSON line to
 * `logFile`; 405 for other methods, 413 past CSP_REPORT_MAX_BYTES, 400 for a body that holds no report.
 * @param {string} logFile
 * @returns {(request: Request) => Promise<Response>}
 */
export function cspReportHandler(logFile) {
  return async (request) => {
    if (request.method !== 'POST') return plain(405, 'Method Not Allowed\n', { allow: 'POST' });
    const body = await boundedText(request, CSP_REPORT_MAX_BYTES).catch(() => null);
    if (body === null) return plain(413, 'Payload Too Large\n', { connection: 'close' });
    const violations = readCspReport(body);
    if (violations.length === 0) return plain(400, 'Not a violation report\n');
    const lines = violations.map((violation) => `${JSON.stringify({ at: new Date().toISOString(), ...violation })}\n`).join('');
    await appendFile(logFile, lines).catch((error) => console.error('csp-report: cannot write', logFile, error));
    return new Response(null, { status: 204 });
  };
}
