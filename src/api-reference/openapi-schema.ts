// JSON Schema (as OpenAPI 3.1 writes it, dereferenced) → what the reference shows (pure):
// property rows for tables, and an example value when the document gives none.

export type Schema = {
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: boolean | Schema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  deprecated?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  title?: string;
};

/** Nesting shown in tables; deeper objects are summarised (and cycles can't run away). */
export const MAX_SCHEMA_DEPTH = 4;

/** allOf parts merged into one object schema (properties and required lists combined). */
export function mergeAllOf(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const { allOf, ...rest } = schema;
  return allOf.map(mergeAllOf).reduce<Schema>(
    (merged, part) => ({
      ...merged,
      ...part,
      properties: { ...merged.properties, ...part.properties },
      required: [...(merged.required ?? []), ...(part.required ?? [])],
    }),
    rest,
  );
}

/** A short type label: 'string', 'integer<int64>', 'array<object>', 'string | null', 'one of: A, B'. */
export function typeLabel(input: Schema): string {
  const schema = mergeAllOf(input);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return variants.map((variant) => variant.title ?? typeLabel(variant)).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : schema.properties ? ['object'] : [];
  const label = types
    .map((type) => {
      if (type === 'array') return `array<${schema.items ? typeLabel(schema.items) : 'any'}>`;
      if (schema.format && type !== 'null') return `${type}<${schema.format}>`;
      return type;
    })
    .join(' | ');
  return label || 'any';
}

/** Constraints worth a reader's attention, as short phrases. */
export function constraints(schema: Schema): string[] {
  const notes: string[] = [];
  if (schema.enum) notes.push(`one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`);
  if (schema.minimum !== undefined) notes.push(`≥ ${schema.minimum}`);
  if (schema.maximum !== undefined) notes.push(`≤ ${schema.maximum}`);
  if (schema.minLength !== undefined) notes.push(`min length ${schema.minLength}`);
  if (schema.maxLength !== undefined) notes.push(`max length ${schema.maxLength}`);
  if (schema.pattern) notes.push(`pattern ${schema.pattern}`);
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.readOnly) notes.push('read-only');
  if (schema.deprecated) notes.push('deprecated');
  return notes;
}

export type PropertyRow = {
  /** Dotted path: `user.handle`, `pages[].id`. */
  name: string;
  depth: number;
  type: string;
  required: boolean;
  description: string;
  notes: string[];
};

/** The rows of a property table for an object (or array of objects) schema. */
export function propertyRows(input: Schema, prefix = '', depth = 0, seen: Set<Schema> = new Set()): PropertyRow[] {
  const schema = mergeAllOf(input);
  if (depth >= MAX_SCHEMA_DEPTH || seen.has(input)) return [];
  const nextSeen = new Set(seen).add(input);
  if (schema.type === 'array' && schema.items) return propertyRows(schema.items, prefix ? `${prefix}[]` : '', depth, nextSeen);
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    const merged = mergeAllOf(property);
    const name = prefix ? `${prefix}.${key}` : key;
    const row: PropertyRow = {
      name,
      depth,
      type: typeLabel(merged),
      required: required.has(key),
      description: merged.description ?? '',
      notes: constraints(merged),
    };
    const itemSchema = merged.type === 'array' && merged.items ? mergeAllOf(merged.items) : null;
    const children = merged.properties
      ? propertyRows(merged, name, depth + 1, nextSeen)
      : itemSchema?.properties
        ? propertyRows(itemSchema, `${name}[]`, depth + 1, nextSeen)
        : [];
    return [row, ...children];
  });
}

/** The document's own example, or one built from the schema (enums, formats, defaults). */
export function exampleOf(input: Schema, depth = 0): unknown {
  const schema = mergeAllOf(input);
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return exampleOf(variant, depth);
  if (depth > MAX_SCHEMA_DEPTH) return null;
  const type = Array.isArray(schema.type) ? schema.type.find((entry) => entry !== 'null') : schema.type;
  if (type === 'object' || (!type && schema.properties)) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, exampleOf(property, depth + 1)]));
  }
  if (type === 'array') return schema.items ? [exampleOf(schema.items, depth + 1)] : [];
  if (type === 'integer' || type === 'number') return schema.minimum ?? 0;
  if (type === 'boolean') return true;
  if (type === 'string') {
    const byFormat: Record<string, string> = {
      'date-time': '2026-11-03T09:30:00Z',
      date: '2026-11-03',
      uri: 'https://example.com',
      email: 'ada@example.com',
    };
    return byFormat[schema.format ?? ''] ?? 'string';
  }
  return null;
}
