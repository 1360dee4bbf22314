// What the API console needs of one operation (pure, computed at build and handed to the browser as
// props): where to send it, its parameters and body with their schemas and examples. Schemas keep only
// what validation reads (descriptions and examples are in the tables beside it), so each reference
// page carries about a kilobyte of it.
import type { OpenAPIV3_1 } from 'openapi-types';
import type { OperationRef } from '../openapi-model';
import type { OperationView } from '../openapi-operation';

/** A JSON Schema (2020-12, OpenAPI 3.1's dialect) as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

export type ParameterLocation = 'path' | 'query' | 'header';

export type ConsoleParameter = {
  name: string;
  in: ParameterLocation;
  required: boolean;
  schema: JsonSchema;
  /** The value the field starts with: the document's example for path and required parameters. */
  initial: string;
  /** A hint for an empty optional field: the document's example. */
  placeholder: string;
  /** Choices, when the schema is an enum or a boolean. */
  options: string[] | null;
};

export type ConsoleOperation = {
  operationId: string;
  title: string;
  method: string;
  path: string;
  baseUrl: string;
  /** The operation needs a bearer token. */
  secured: boolean;
  parameters: ConsoleParameter[];
  body: { schema: JsonSchema; initial: string; required: boolean } | null;
};

/** Keywords that describe rather than constrain: left out of what the browser validates with. */
const ANNOTATIONS = new Set([
  'description',
  'example',
  'examples',
  'title',
  'externalDocs',
  'xml',
  'deprecated',
  '$comment',
  'readOnly',
  'writeOnly',
]);

/** The schema without annotations or `x-` extensions, and without the properties a reader never sends. */
export function validationSchema(schema: unknown): JsonSchema {
  const seen = new WeakSet<object>();
  const strip = (value: unknown, inProperties: boolean): unknown => {
    if (Array.isArray(value)) return value.map((item) => strip(item, false));
    if (!value || typeof value !== 'object') return value;
    if (seen.has(value))
      throw new Error('The API console cannot use a recursive schema: give the operation a non-recursive request schema.');
    seen.add(value);
    const kept: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      // Inside `properties`, keys are property names: a property may be called 'description'.
      if (!inProperties && (ANNOTATIONS.has(key) || key.startsWith('x-'))) continue;
      if (inProperties && child && typeof child === 'object' && (child as { readOnly?: unknown }).readOnly === true) continue;
      kept[key] = strip(child, !inProperties && (key === 'properties' || key === 'patternProperties'));
    }
    seen.delete(value);
    return kept;
  };
  const stripped = strip(schema, false);
  return stripped && typeof stripped === 'object' && !Array.isArray(stripped) ? (stripped as JsonSchema) : {};
}

function choices(schema: JsonSchema): string[] | null {
  if (Array.isArray(schema.enum)) return schema.enum.map(String);
  return schema.type === 'boolean' ? ['true', 'false'] : null;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value));

export function consoleOperation(ref: OperationRef, view: OperationView, baseUrl: string): ConsoleOperation {
  const operation = ref.operation as OpenAPIV3_1.OperationObject;
  const parameters = view.parameters
    .filter((parameter): parameter is typeof parameter & { in: ParameterLocation } => ['path', 'query', 'header'].includes(parameter.in))
    .map((parameter) => {
      const schema = validationSchema(parameter.schema ?? { type: 'string' });
      const example = text(parameter.example ?? parameter.schema?.example);
      const required = parameter.in === 'path' || Boolean(parameter.required);
      const options = choices(schema);
      // A required choice shows a choice, so it starts on one (the example's, else the first).
      const initial = required ? example || (options?.[0] ?? '') : '';
      return { name: parameter.name, in: parameter.in, required, schema, initial, placeholder: example, options };
    });
  const requestBody = operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined;
  return {
    operationId: ref.operationId,
    title: operation.summary ?? ref.operationId,
    method: ref.method.toUpperCase(),
    path: ref.path,
    baseUrl,
    secured: view.secured,
    parameters,
    body: view.requestSchema
      ? {
          schema: validationSchema(view.requestSchema),
          initial: view.requestExample === undefined ? '{}' : JSON.stringify(view.requestExample, null, 2),
          required: Boolean(requestBody?.required),
        }
      : null,
  };
}
