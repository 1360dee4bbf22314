// The Tessera REST API's OpenAPI document run by openapi-backend, without HTTP: routes a request, checks the
// bearer token, validates the request against the document's schemas (JSON Schema 2020-12, OpenAPI 3.1's
// dialect) and answers with the operation's first 2xx example or the document's error body. A deprecated
// operation's answers carry the Deprecation, Sunset and Link headers versioning.mdx promises, dated by the
// API's computed history. tessera-api.ts serves it over loopback HTTP.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { ErrorObject } from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { type Context, type Document, type HandlerMap, OpenAPIBackend } from 'openapi-backend';
import type { OpenAPIV3_1 } from 'openapi-types';
import { parse } from 'yaml';
import { apiHistory } from '../../src/api-reference/api-history';
import { loadReleases } from '../../src/api-reference/load-openapi';
import { operationUrl } from '../../src/api-reference/openapi-model';

export const API_DOCUMENT_PATH = path.resolve(import.meta.dirname, '../../content/openapi/tessera.yaml');
const RELEASES_DIR = path.resolve(import.meta.dirname, '../../content/openapi/releases');
const CHANGELOG_DIR = path.resolve(import.meta.dirname, '../../content/changelog');
/** Where the real API's Link headers point: the published docs. */
const DOCS_ORIGIN = 'https://developers.tessera.design';

/** Requests per minute of each `x-tessera-rate-limit-tier`, as the document's introduction states them. */
export const RATE_LIMIT_PER_MINUTE_BY_TIER: Readonly<Record<number, number>> = { 1: 20, 2: 100, 3: 300 };

/** The codes of the document's Error schema that the mock answers with. */
export type ErrorCode = 'invalid_request' | 'unauthenticated' | 'not_found' | 'payload_too_large' | 'validation_failed' | 'internal_error';

/** One entry of the Error schema's `errors` (422 only). */
export type FieldError = { field: string; message: string };

/** What to send: status, JSON body (none for 204) and the headers particular to this answer. */
export type Answer = { status: number; body?: unknown; headers?: Record<string, string>; rateLimitTier?: number };

/** A request as the HTTP layer read it; `body` is the raw text, undefined when empty. */
export type MockRequest = {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  headers: Record<string, string>;
  body: string | undefined;
};

export type TesseraMock = {
  /** The path prefix of the document's first server URL, e.g. `/v1`. */
  basePath: string;
  /** The HTTP methods the document's operations use, upper case. */
  methods: readonly string[];
  answer(request: MockRequest, requestId: string): Promise<Answer>;
};

const BEARER = /^Bearer +(\S+)$/i;

export function bearerToken(authorization: string | undefined): string | null {
  return BEARER.exec(authorization?.trim() ?? '')?.[1] ?? null;
}

export function errorAnswer(status: number, code: ErrorCode, message: string, requestId: string, errors?: FieldError[]): Answer {
  return { status, body: { error: { status, code, message, request_id: requestId, ...(errors ? { errors } : {}) } } };
}

export async function loadApiDocument(file = API_DOCUMENT_PATH): Promise<Document> {
  return parse(await readFile(file, 'utf8')) as Document;
}

/**
 * openapi-backend over `document`. Its Ajv speaks draft-07 and runs with strict: false (so OpenAPI's `example`
 * passes), which would skip 2020-12 keywords (prefixItems, dependentRequired, unevaluatedProperties…) without a
 * word: every validator is an Ajv2020 instead, with openapi-backend's OpenAPI formats (int32, byte…) plus
 * ajv-formats (uri, email, date-time…). allErrors, so a 422 lists every invalid field.
 * `quick`: its definition check knows only OpenAPI 3.0; validators are compiled on first use.
 */
export function createApiBackend(document: Document, handlers: HandlerMap = {}): OpenAPIBackend {
  const basePath = apiBasePath(document);
  return new OpenAPIBackend({
    definition: structuredClone(document),
    apiRoot: basePath === '' ? '/' : basePath,
    quick: true,
    strict: true,
    ajvOpts: { allErrors: true },
    customizeAjv: (original, options) => {
      const ajv = new Ajv2020(options);
      for (const [name, format] of Object.entries(original.formats)) if (format) ajv.addFormat(name, format);
      addFormats(ajv);
      return ajv;
    },
    handlers,
  });
}

/** `/v1` for `https://api.tessera.design/v1`; '' when the document names no server or no path. */
export function apiBasePath(document: Document): string {
  const server = document.servers?.[0]?.url;
  return server ? new URL(server, 'http://localhost').pathname.replace(/\/+$/, '') : '';
}

/** The mock over the document (the repository's Tessera API unless given another). */
export async function createTesseraMock(document?: Document): Promise<TesseraMock> {
  const definition = document ?? (await loadApiDocument());
  const api = createApiBackend(definition, mockHandlers);
  await api.init();
  registerSecurity(api, definition);
  const deprecations = await deprecationHeaders(definition, api);
  return {
    basePath: apiBasePath(definition),
    methods: documentMethods(api),
    answer: async (request, requestId) => {
      const answer = (await api.handleRequest(request, { request, requestId } satisfies Exchange)) as Answer;
      const deprecation = deprecations.get(api.matchOperation(request)?.operationId ?? '');
      return deprecation ? { ...answer, headers: { ...deprecation, ...answer.headers } } : answer;
    },
  };
}

/**
 * The headers of each deprecated operation, by operationId: `Deprecation` (RFC 9745) on the date the history
 * says it was deprecated (the served document counts as released today when it differs from the last release),
 * `Sunset` on its `x-tessera-sunset`, and a `Link` to the changelog's deprecation entry of that date, else
 * to the operation in the reference.
 */
async function deprecationHeaders(document: Document, api: OpenAPIBackend): Promise<Map<string, Record<string, string>>> {
  const deprecated = api.router.getOperations().filter((operation) => operation.deprecated && operation.operationId);
  if (deprecated.length === 0) return new Map();
  const today = new Date().toISOString().slice(0, 10);
  const releases = await loadReleases(RELEASES_DIR);
  const served = (await SwaggerParser.dereference(structuredClone(document) as OpenAPIV3_1.Document)) as OpenAPIV3_1.Document;
  const history = apiHistory([...releases.filter(({ date }) => date < today), { date: today, doc: served }]);
  const entries = await deprecationEntries();
  return new Map(
    deprecated.map((operation) => {
      const id = operation.operationId ?? '';
      const since =
        history.findLast((change) => change.kind === 'deprecated' && change.subject === null && change.operation === id)?.date ??
        releases[0]?.date ??
        today;
      const sunset: unknown = (operation as { 'x-tessera-sunset'?: unknown })['x-tessera-sunset'];
      const entry = entries.find((slug) => slug.startsWith(`${since}-`));
      const link = entry ? `${DOCS_ORIGIN}/changelog#${entry}` : `${DOCS_ORIGIN}${operationUrl(operation.tags?.[0] ?? '', id)}`;
      const headers: Record<string, string> = {
        Deprecation: `@${Date.parse(since) / 1000}`,
        ...(typeof sunset === 'string' ? { Sunset: httpDate(sunset) } : {}),
        Link: `<${link}>; rel="deprecation"; type="text/html"`,
      };
      return [id, headers];
    }),
  );
}

/** The changelog's deprecation entries (`type: deprecation`), by file name: the anchors a Link can name. */
async function deprecationEntries(): Promise<string[]> {
  const files = (await readdir(CHANGELOG_DIR)).filter((file) => /\.mdx?$/.test(file));
  const texts = await Promise.all(files.map((file) => readFile(path.join(CHANGELOG_DIR, file), 'utf8')));
  return files.filter((_, index) => /^type:\s*deprecation\s*$/m.test(texts[index] ?? '')).map((file) => file.replace(/\.mdx?$/, ''));
}

/** `2027-03-31` → `Wed, 31 Mar 2027 00:00:00 GMT` (RFC 8594's Sunset is an HTTP-date; Deprecation is RFC 9745's `@seconds`). */
const httpDate = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

/** What every handler gets besides openapi-backend's context. */
type Exchange = { request: MockRequest; requestId: string };

const mockHandlers: HandlerMap = {
  notFound: (_context: Context, { request, requestId }: Exchange) =>
    errorAnswer(404, 'not_found', `Nothing answers ${request.method} ${request.path}.`, requestId),
  methodNotAllowed: (context: Context, { request, requestId }: Exchange) => {
    const allowed = documentMethods(context.api).filter(
      (method) => context.api.router.matchOperation({ method, path: request.path, headers: {} }) !== undefined,
    );
    const allow = [...allowed, 'OPTIONS'].join(', ');
    const answer = errorAnswer(
      405,
      'invalid_request',
      `${request.method} is not allowed on ${request.path}. Allowed: ${allow}.`,
      requestId,
    );
    return { ...answer, headers: { Allow: allow } };
  },
  unauthorizedHandler: (_context: Context, { requestId }: Exchange) => ({
    ...errorAnswer(401, 'unauthenticated', 'Send a token as Authorization: Bearer <token>.', requestId),
    headers: { 'WWW-Authenticate': 'Bearer realm="tessera"' },
  }),
  validationFail: (context: Context, exchange: Exchange) => ({
    ...(notJson(context, exchange) ?? requestProblem(context.validation.errors ?? [], exchange.requestId)),
    rateLimitTier: rateLimitTier(context),
  }),
  notImplemented: (context: Context, exchange: Exchange) => {
    const refusal = notJson(context, exchange);
    if (refusal) return { ...refusal, rateLimitTier: rateLimitTier(context) };
    const { status, mock } = context.api.mockResponseForOperation(context.operation.operationId ?? '');
    return { status, body: status === 204 ? undefined : mock, rateLimitTier: rateLimitTier(context) };
  },
};

function documentMethods(api: OpenAPIBackend): string[] {
  return [...new Set(api.router.getOperations().map((operation) => operation.method.toUpperCase()))];
}

/** A security handler per scheme the document declares: any non-empty bearer token passes (scopes unchecked). */
function registerSecurity(api: OpenAPIBackend, document: Document) {
  for (const scheme of Object.keys(document.components?.securitySchemes ?? {})) {
    api.registerSecurityHandler(scheme, (context: Context) => {
      const header: unknown = context.request.headers.authorization;
      return typeof header === 'string' && bearerToken(header) !== null;
    });
  }
}

function rateLimitTier(context: Context): number | undefined {
  const tier: unknown = (context.operation as { 'x-tessera-rate-limit-tier'?: unknown } | undefined)?.['x-tessera-rate-limit-tier'];
  return typeof tier === 'number' ? tier : undefined;
}

/** The API takes JSON only: a body sent as anything else is a malformed request. */
function notJson(context: Context, { request, requestId }: Exchange): Answer | null {
  if (!context.operation.requestBody || request.body === undefined) return null;
  const mediaType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') return null;
  return errorAnswer(400, 'invalid_request', 'Send the body as JSON, with Content-Type: application/json.', requestId);
}

/**
 * openapi-backend's findings as the document's errors: unparsable JSON, a missing body or a bad path, query or
 * header parameter → 400 invalid_request; a JSON body its schema refuses → 422 validation_failed with `errors`.
 */
export function requestProblem(errors: readonly ErrorObject[], requestId: string): Answer {
  const parse = errors.find((error) => error.keyword === 'parse');
  if (parse) return errorAnswer(400, 'invalid_request', `The body is not valid JSON: ${parse.message ?? 'unreadable'}.`, requestId);
  if (errors.some((error) => error.instancePath === '' && error.params.missingProperty === 'requestBody')) {
    return errorAnswer(400, 'invalid_request', 'This operation needs a JSON body.', requestId);
  }
  const parameters = errors.filter((error) => !error.instancePath.startsWith('/requestBody'));
  if (parameters.length > 0) {
    return errorAnswer(400, 'invalid_request', unique(parameters.map(parameterMessage)).join(' '), requestId);
  }
  const fields = fieldErrors(errors);
  const summary = fields.map(({ field, message }) => `${field}: ${message}`).join('; ');
  const count = fields.length === 1 ? '1 field is invalid' : `${fields.length} fields are invalid`;
  return errorAnswer(422, 'validation_failed', `${count}: ${summary}.`, requestId, fields);
}

/** One entry per field and message; the errors of each oneOf/anyOf branch give way to the branch's verdict. */
export function fieldErrors(errors: readonly ErrorObject[]): FieldError[] {
  const kept = errors.filter((error) => !/\/(?:oneOf|anyOf)\/\d+\//.test(error.schemaPath));
  const seen = new Set<string>();
  const fields: FieldError[] = [];
  for (const error of kept) {
    const field = fieldName(error);
    const message = sentence(error.message ?? 'is invalid');
    if (seen.has(`${field}\n${message}`)) continue;
    seen.add(`${field}\n${message}`);
    fields.push({ field, message });
  }
  return fields;
}

/** `/requestBody/event_types/0` → `event_types[0]`; the property a `required` or `additionalProperties` names. */
function fieldName(error: ErrorObject): string {
  const segments = error.instancePath
    .split('/')
    .slice(2)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'));
  const named = error.params.missingProperty ?? error.params.additionalProperty;
  if (typeof named === 'string') segments.push(named);
  const field = segments.map((segment, index) => (/^\d+$/.test(segment) ? `[${segment}]` : index === 0 ? segment : `.${segment}`)).join('');
  return field === '' ? 'body' : field;
}

const PARAMETER_PLACES: Record<string, string> = { path: 'Path', query: 'Query', header: 'Header', cookie: 'Cookie' };

function parameterMessage(error: ErrorObject): string {
  const [, place = '', name] = error.instancePath.split('/');
  const label = PARAMETER_PLACES[place] ?? 'Request';
  if (error.keyword === 'additionalProperties')
    return `Unknown ${label.toLowerCase()} parameter '${String(error.params.additionalProperty)}'.`;
  if (error.keyword === 'required') return `${label} parameter '${String(error.params.missingProperty)}' is required.`;
  return `${label} parameter '${name ?? ''}' ${error.message ?? 'is invalid'}.`;
}

function sentence(message: string): string {
  return `${message.charAt(0).toUpperCase()}${message.slice(1)}`;
}

function unique(messages: string[]): string[] {
  return [...new Set(messages)];
}
