// Checks the reader's input against the operation's schemas as they type (pure), with a maintained
// JSON Schema 2020-12 validator that interprets schemas rather than compiling them to code, so it
// runs under the site's CSP (no 'unsafe-eval'). Advisory: the console still sends what the reader
// wrote, since seeing the API's own 400 or 422 is part of trying it.
import { type OutputUnit, Validator } from '@cfworker/json-schema';
import type { ConsoleParameter, JsonSchema } from './console-operation';

/** Keywords whose failure only says that something inside failed; the inner error says what. */
const CONTAINERS = new Set([
  'properties',
  'patternProperties',
  'additionalProperties',
  'items',
  'prefixItems',
  'allOf',
  '$ref',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'unevaluatedProperties',
  'unevaluatedItems',
]);

const validators = new WeakMap<JsonSchema, Validator>();
function validatorFor(schema: JsonSchema): Validator {
  let validator = validators.get(schema);
  if (!validator) {
    // Formats (uri, email, date-time) are checked too: the API checks them.
    validator = new Validator(schema as ConstructorParameters<typeof Validator>[0], '2020-12', false);
    validators.set(schema, validator);
  }
  return validator;
}

/** '#/events/0' → 'events[0]'; the root → 'body'. */
export function instancePath(location: string, root = 'body'): string {
  const parts = location
    .replace(/^#\/?/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'));
  return parts.reduce((path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path === '' ? part : `${path}.${part}`), '') || root;
}

/** The most specific errors, one line each, without repeats. */
function describe(errors: readonly OutputUnit[], root: string): string[] {
  const leaves = errors.filter(
    (error) =>
      !CONTAINERS.has(error.keyword) ||
      !errors.some((other) => other !== error && other.instanceLocation.startsWith(`${error.instanceLocation}/`)),
  );
  // A `false` schema (an extra property, when additionalProperties is false) says only 'False boolean schema'.
  const text = (error: OutputUnit) => (error.keyword === 'false' ? 'not allowed here (the schema has no such field).' : error.error);
  return [...new Set(leaves.map((error) => `${instancePath(error.instanceLocation, root)}: ${text(error)}`))];
}

export function validateJson(schema: JsonSchema, value: unknown, root = 'body'): string[] {
  try {
    const result = validatorFor(schema).validate(value);
    return result.valid ? [] : describe(result.errors, root);
  } catch (error) {
    // The validator throws on some input (a key with a lone surrogate breaks its JSON pointers): a
    // reader's text must never take the page down, so it becomes one more problem line.
    return [`${root}: could not be checked (${(error as Error).message}).`];
  }
}

/** The body's problems: not JSON (with where), or what the schema says of it. */
export function bodyProblems(schema: JsonSchema, text: string, required: boolean): string[] {
  if (text.trim() === '') return required ? ['The body is empty: this operation needs one.'] : [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return [`Not valid JSON: ${(error as Error).message}`];
  }
  return validateJson(schema, value);
}

/** A field's text as the value the API reads: query and path values of number types are numbers. */
function typedValue(schema: JsonSchema, text: string): unknown {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(text)) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

export function parameterProblems(parameter: ConsoleParameter, text: string): string[] {
  const value = text.trim();
  if (value === '') return parameter.required ? [`${parameter.name}: required.`] : [];
  return validateJson(parameter.schema, typedValue(parameter.schema, value), parameter.name);
}
