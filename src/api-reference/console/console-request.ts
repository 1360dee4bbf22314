// The request the console sends (pure): the reader's values put into the operation's path, query and
// headers, the body as typed, and the same request as a curl command to copy. The token never enters
// the command: it reads TESSERA_TOKEN, like the samples.
import { TOKEN_ENV } from '../openapi-samples';
import type { ConsoleOperation, ConsoleParameter } from './console-operation';

/** The reader's input: a value per parameter (by `parameterKey`), the body text and the token. */
export type ConsoleInput = { values: Readonly<Record<string, string>>; body: string; token: string };

export type ConsoleRequest = { method: string; url: string; headers: [name: string, value: string][]; body: string | null };

/** What a header value may hold (Fetch: no control characters, nothing above U+00FF). */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

export const parameterKey = (parameter: Pick<ConsoleParameter, 'in' | 'name'>) => `${parameter.in}:${parameter.name}`;

/** Where the token is typed, as a RequestGap's field. */
export const TOKEN_FIELD = 'token';

/**
 * What stops the request from being sent at all (a path value missing, a header value no browser
 * sends); the rest is the API's to judge. `field`: the parameter's key, or TOKEN_FIELD.
 */
export type RequestGap = { field: string; message: string };

export function buildConsoleRequest(operation: ConsoleOperation, input: ConsoleInput): { request: ConsoleRequest; gaps: RequestGap[] } {
  const gaps: RequestGap[] = [];
  const value = (parameter: ConsoleParameter) => (input.values[parameterKey(parameter)] ?? '').trim();
  const path = operation.path.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    const filled = parameter ? value(parameter) : '';
    if (filled === '') {
      gaps.push({ field: parameterKey({ in: 'path', name }), message: `${name} is required: it is part of the path.` });
      return placeholder;
    }
    return encodeURIComponent(filled);
  });
  const query = new URLSearchParams();
  const headers: [string, string][] = [];
  // A browser refuses a header value outside Latin-1 before sending anything (fetch throws a
  // TypeError, which would read as a network failure): named here instead.
  const unsendable = (field: string, what: string) =>
    gaps.push({
      field,
      message: `${what} holds a character an HTTP header cannot carry (a pasted invisible space, or a letter outside Latin-1?).`,
    });
  const token = input.token.trim();
  if (token !== '') {
    headers.push(['Authorization', `Bearer ${token}`]);
    if (!HEADER_VALUE.test(token)) unsendable(TOKEN_FIELD, 'The token');
  }
  for (const parameter of operation.parameters) {
    const filled = value(parameter);
    if (filled === '') continue;
    if (parameter.in === 'query') query.append(parameter.name, filled);
    if (parameter.in !== 'header') continue;
    headers.push([parameter.name, filled]);
    if (!HEADER_VALUE.test(filled)) unsendable(parameterKey(parameter), parameter.name);
  }
  // An empty body is no body: the API then says whether it needs one.
  const body = operation.body && input.body.trim() !== '' ? input.body : null;
  if (body !== null) headers.push(['Content-Type', 'application/json']);
  const search = query.toString();
  return { request: { method: operation.method, url: `${operation.baseUrl}${path}${search ? `?${search}` : ''}`, headers, body }, gaps };
}

/** POSIX shell quoting: single quotes, each embedded quote closed, escaped and reopened. */
export const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * The request as curl, laid out like the curl sample (one option per line). The Authorization header
 * reads $TESSERA_TOKEN in double quotes so the shell expands it: a copied command holds no secret.
 */
export function curlCommand(request: ConsoleRequest): string {
  const lines = [`curl --request ${request.method}`, `--url ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) {
    lines.push(
      name.toLowerCase() === 'authorization'
        ? `--header "Authorization: Bearer $${TOKEN_ENV}"`
        : `--header ${shellQuote(`${name}: ${value}`)}`,
    );
  }
  // --data-raw: plain --data would read a body starting with @ as a file to upload.
  if (request.body !== null) lines.push(`--data-raw ${shellQuote(request.body)}`);
  return lines.join(' \\\n  ');
}
