// Build step: reads content/openapi/tessera.yaml, validates it as OpenAPI 3.1, and keeps both the
// document as written (for $ref names) and a dereferenced copy (for rendering). Server only.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { parse } from 'yaml';
import { OPENAPI_DOCUMENT } from '@/config/content-paths.mjs';

export const OPENAPI_FILE = path.join(/* turbopackIgnore: true */ process.cwd(), ...OPENAPI_DOCUMENT.split('/'));

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
