// Types for csp-reports.mjs (plain JavaScript, so the Node server imports it without a compiler).
import type { IncomingMessage, ServerResponse } from 'node:http';
export declare const CSP_REPORT_PATH: string;
export declare const CSP_REPORT_MAX_BYTES: number;
export type CspViolation = { documentUri: string; directive: string; blockedUri: string; sourceFile: string; line: number | null; sample: string };
export declare function readCspReport(body: string): CspViolation[];
export declare function cspReportEndpoint(logFile: string): (request: IncomingMessage, response: ServerResponse) => boolean;
