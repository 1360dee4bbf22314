// The API console's base URL as the build fixes it (build step): NEXT_PUBLIC_API_BASE_URL, or the
// OpenAPI document's first server. The CSP steps of both builds read it to allow that origin.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { OPENAPI_DOCUMENT } from '../../config/content-paths.mjs';
import { apiBaseUrl, API_BASE_URL_ENV, documentServerUrl } from './api-base-url.mjs';

const OPENAPI_FILE = path.join(...OPENAPI_DOCUMENT.split('/'));

/**
 * Undefined for a site without an OpenAPI document (the bench's corpus): no reference, no console,
 * so no origin for the policy to allow.
 * @param {Record<string, string | undefined>} env
 * @param {string} [openApiFile]
 * @returns {string | undefined}
 */
export function consoleBaseUrl(env, openApiFile = OPENAPI_FILE) {
  const configured = env[API_BASE_URL_ENV];
  if (!configured?.trim() && !existsSync(openApiFile)) return undefined;
  // Read only when needed: a configured URL does not depend on the document.
  const documentServer = configured?.trim() ? undefined : documentServerUrl(parse(readFileSync(openApiFile, 'utf8')));
  return apiBaseUrl(configured, documentServer);
}
