// Validates self-describing events against the Iglu JSON Schemas in this folder (ajv). For tests only:
// the unit tests check what the code builds, the end-to-end tests what the collector received.
import { Ajv, type ValidateFunction } from 'ajv';
import pageAction from './page_action.json' with { type: 'json' };
import pageStats from './page_stats.json' with { type: 'json' };

type IgluSchema = {
  $schema: string;
  self: { vendor: string; name: string; format: string; version: string };
  [keyword: string]: unknown;
};

export const IGLU_SCHEMAS: IgluSchema[] = [pageStats, pageAction];

/** `iglu:vendor/name/format/version`, the URI events carry. */
export function igluUri({ self }: IgluSchema): string {
  return `iglu:${self.vendor}/${self.name}/${self.format}/${self.version}`;
}

function compile(): Map<string, ValidateFunction> {
  // Iglu's meta-schema is not on this machine; `self` is its one extra keyword. Union types are
  // plain JSON Schema (and common in Iglu schemas), so strict mode may allow them.
  const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
  ajv.addKeyword('self');
  return new Map(
    IGLU_SCHEMAS.map((schema) => {
      const { $schema: _meta, ...body } = schema;
      return [igluUri(schema), ajv.compile(body)];
    }),
  );
}

let validators: Map<string, ValidateFunction> | undefined;

/** The validation errors of a self-describing event (empty when valid, or a note when no schema matches). */
export function igluErrors(event: { schema: string; data: unknown }): string[] {
  validators ??= compile();
  const validate = validators.get(event.schema);
  if (!validate) return [`no schema in the repo for ${event.schema}`];
  if (validate(event.data)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? 'is invalid'}`);
}
