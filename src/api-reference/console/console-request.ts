// The request the console sends (pure): the reader's values put into the operation's path, query and
// headers, the body as typed, and the same request as a curl command to copy. The token never enters
// the command: it reads TESSERA_TOKEN, like the samples.
import { TOKEN_ENV } from '../openapi-samples';
import type { ConsoleOperation, ConsoleParameter } from './console-operation';

/** The reader's input: a value per parameter (by `parameterKey`), the body text and the token. */
export type ConsoleInput = { values: Readonly<Record<string, string>>; body: string; token: string };

export type ConsoleRequest = { method: string; url: string; headers: [name: string, value: string][]; body: string | null };

export const parameterKey = (parameter: Pick<ConsoleParameter, 'in' | 'name'>) => `${parameter.in}:${parameter.name}`;

/** What stops the request from being built at all (a required path value missing); the rest is the API's to judge. */
export type RequestGap = { parameter: string; message: string };

export function buildConsoleRequest(operation: ConsoleOperation, input: ConsoleInput): { request: ConsoleRequest; gaps: RequestGap[] } {
  const gaps: RequestGap[] = [];
  const value = (parameter: ConsoleParameter) => (input.values[parameterKey(parameter)] ?? '').trim();
  const path = operation.path.replace(/\{([^}]+)\}/g, (placeholder, name: string) => {
    const parameter = operation.parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    const filled = parameter ? value(parameter) : '';
    if (filled === '') {
      gaps.push({ parameter: name, message: `${name} is required: it is part of the path.` });
      return placeholder;
    }
    return encodeURIComponent(filled);
  });
  const query = new URLSearchParams();
  const headers: [string, string][] = [];
  for (const parameter of operation.parameters) {
    const filled = value(parameter);
    if (filled === '') continue;
    if (parameter.in === 'query') query.append(parameter.name, filled);
    if (parameter.in === 'header') headers.push([parameter.name, filled]);
  }
  const token = input.token.trim();
  if (token !== '') headers.unshift(['Authorization', `Bearer ${token}`]);
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
    lines.push(name.toLowerCase() === 'authorization' ? `--header "Authorization: Bearer $${TOKEN_ENV}"` : `--header ${shellQuote(`${name}: ${value}`)}`);
  }
  if (request.body !== null) lines.push(`--data ${shellQuote(request.body)}`);
  return lines.join(' \\\n  ');
}
