// Build step: reads content/openapi/tessera.yaml, validates it as OpenAPI 3.1, and keeps both the
// document as written (for $ref names) and a dereferenced copy (for rendering). Server only.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { parse } from 'yaml';
import { OPENAPI_DOCUMENT, OPENAPI_RELEASES } from '@/config/content-paths.mjs';
import type { ApiRelease } from './api-history';

export const OPENAPI_FILE = path.join(/* turbopackIgnore: true */ process.cwd(), ...OPENAPI_DOCUMENT.split('/'));
export const RELEASES_DIR = path.join(/* turbopackIgnore: true */ process.cwd(), ...OPENAPI_RELEASES.split('/'));

export type LoadedOpenApi = { source: OpenAPIV3_1.Document; resolved: OpenAPIV3_1.Document };

export async function loadOpenApi(file = OPENAPI_FILE): Promise<LoadedOpenApi> {
  let text: string;
  try {
    // Read at build (prerender); the path is this repository's content file, not a traced asset.
    text = await readFile(/* turbopackIgnore: true */ file, 'utf8');
  } catch (error) {
    throw new Error(`OpenAPI document missing: ${file} (${(error as Error).message})`);
  }
  let parsed: unknown;
  try {
    parsed = parse(text, { prettyErrors: true });
  } catch (error) {
    throw new Error(`OpenAPI document is not valid YAML: ${file}\n${(error as Error).message}`);
  }
  if (!parsed || typeof parsed !== 'object' || (parsed as { openapi?: unknown }).openapi !== '3.1.0') {
    throw new Error(`OpenAPI document must declare openapi: 3.1.0: ${file}`);
  }
  try {
    await SwaggerParser.validate(structuredClone(parsed) as OpenAPIV3_1.Document);
    const resolved = (await SwaggerParser.dereference(structuredClone(parsed) as OpenAPIV3_1.Document)) as OpenAPIV3_1.Document;
    return { source: parsed as OpenAPIV3_1.Document, resolved };
  } catch (error) {
    throw new Error(`OpenAPI document is invalid: ${file}\n${(error as Error).message}`);
  }
}

const cache = new Map<string, Promise<LoadedOpenApi>>();
/** One validated document per build process. */
export function openApi(file = OPENAPI_FILE): Promise<LoadedOpenApi> {
  let loaded = cache.get(file);
  if (!loaded) {
    loaded = loadOpenApi(file);
    cache.set(file, loaded);
  }
  return loaded;
}

/**
 * The released documents (at least one), oldest first, dereferenced. `validate`: each checked as OpenAPI 3.1 too, as
 * `npm run check:api` does; pages only read them (the document's own YAML parser is slower by far).
 */
export async function loadReleases(dir = RELEASES_DIR, { validate = false } = {}): Promise<ApiRelease[]> {
  let files: string[];
  try {
    files = (await readdir(/* turbopackIgnore: true */ dir)).filter((file) => file.endsWith('.yaml'));
  } catch (error) {
    throw new Error(`OpenAPI releases missing: ${dir} (${(error as Error).message})`);
  }
  // A releases folder means the site has a history: one without a release is a mistake, not an empty history.
  if (files.length === 0) throw new Error(`No OpenAPI release in ${dir}: copy the document there as <YYYY-MM-DD>.yaml`);
  const releases = await Promise.all(
    files.map(async (file) => {
      const at = path.join(dir, file);
      const date = /^(\d{4}-\d{2}-\d{2})\.yaml$/.exec(file)?.[1];
      if (!date || Number.isNaN(Date.parse(date))) throw new Error(`An OpenAPI release is named by its date, YYYY-MM-DD.yaml: ${at}`);
      try {
        const doc = validate ? await SwaggerParser.validate(at) : await SwaggerParser.dereference(at);
        return { date, doc: doc as OpenAPIV3_1.Document };
      } catch (error) {
        throw new Error(`OpenAPI release is invalid: ${at}\n${(error as Error).message}`);
      }
    }),
  );
  return releases.sort((a, b) => a.date.localeCompare(b.date));
}
