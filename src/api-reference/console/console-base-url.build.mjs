// The API console's base URL as the build fixes it (build step): NEXT_PUBLIC_API_BASE_URL, or the
// OpenAPI document's first server. The CSP steps of both builds read it to allow that origin.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { apiBaseUrl, API_BASE_URL_ENV, documentServerUrl } from './api-base-url.mjs';

const OPENAPI_FILE = path.join('content', 'openapi', 'tessera.yaml');

/**
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function consoleBaseUrl(env) {
  const configured = env[API_BASE_URL_ENV];
  // Read only when needed: a configured URL does not depend on the document.
  const documentServer = configured?.trim() ? undefined : documentServerUrl(parse(readFileSync(OPENAPI_FILE, 'utf8')));
  return apiBaseUrl(configured, documentServer);
}
