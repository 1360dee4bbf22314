// Request samples for an operation (pure): curl, JavaScript fetch and Python requests, all sending
// the same request, with the token read from TESSERA_TOKEN.

export type SampleRequest = {
  method: string;
  /** Server URL + path with path parameters filled in, e.g. https://api.tessera.design/v1/files/fk_… */
  url: string;
  /** Query parameters to show (required ones, with examples). */
  query: [string, string][];
  /** JSON body, when the operation takes one. */
  body?: unknown;
};

export const TOKEN_ENV = 'TESSERA_TOKEN';

/** Fills `{name}` placeholders; unknown names stay as they are, so the gap is visible. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (match, name: string) => (values[name] !== undefined ? encodeURIComponent(values[name]) : match));
}

export function fullUrl(request: SampleRequest): string {
  if (request.query.length === 0) return request.url;
  return `${request.url}?${new URLSearchParams(request.query).toString()}`;
}

const shellQuote = (value: string) => `'${value.replace(/'/g, `'\\''`)}'`;
const json = (value: unknown, indent = 2) => JSON.stringify(value, null, indent);

export function curlSample(request: SampleRequest): string {
  const lines = [`curl -X ${request.method.toUpperCase()} ${shellQuote(fullUrl(request))}`, `  -H "Authorization: Bearer $${TOKEN_ENV}"`];
  if (request.body !== undefined) {
    lines.push('  -H "Content-Type: application/json"', `  -d ${shellQuote(json(request.body))}`);
  }
  return lines.join(' \\\n');
}

export function fetchSample(request: SampleRequest): string {
  const init = [`  method: ${JSON.stringify(request.method.toUpperCase())},`, '  headers: {', `    Authorization: \`Bearer \${process.env.${TOKEN_ENV}}\`,`];
  if (request.body !== undefined) init.push('    "Content-Type": "application/json",');
  init.push('  },');
  if (request.body !== undefined) init.push(`  body: JSON.stringify(${json(request.body).replace(/\n/g, '\n  ')}),`);
  return [
    `const res = await fetch(${JSON.stringify(fullUrl(request))}, {`,
    ...init,
    '});',
    'if (!res.ok) throw new Error(`Tessera API ${res.status}: ${await res.text()}`);',
    request.method.toLowerCase() === 'delete' ? 'console.log(res.status);' : 'console.log(await res.json());',
  ].join('\n');
}

/** Python literal for a JSON value (True/False/None, dicts and lists). */
function pythonLiteral(value: unknown, indent = 0): string {
  const pad = '    '.repeat(indent + 1);
  const end = '    '.repeat(indent);
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${pad}${pythonLiteral(item, indent + 1)},`).join('\n')}\n${end}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${pad}${JSON.stringify(key)}: ${pythonLiteral(item, indent + 1)},`).join('\n')}\n${end}}`;
}

export function pythonSample(request: SampleRequest): string {
  const args = [JSON.stringify(request.url), `headers={"Authorization": f"Bearer {os.environ['${TOKEN_ENV}']}"}`];
  if (request.query.length > 0) args.push(`params=${pythonLiteral(Object.fromEntries(request.query), 1)}`);
  if (request.body !== undefined) args.push(`json=${pythonLiteral(request.body, 1)}`);
  args.push('timeout=30');
  return [
    'import os',
    'import requests',
    '',
    `res = requests.${request.method.toLowerCase()}(`,
    ...args.map((arg) => `    ${arg},`),
    ')',
    'res.raise_for_status()',
    request.method.toLowerCase() === 'delete' ? 'print(res.status_code)' : 'print(res.json())',
  ].join('\n');
}
