// The REST API reference derived from the OpenAPI document (pure): one page per tag at
// /docs/reference/<tag>, one anchored section per operation.
import type { OpenAPIV3_1 } from 'openapi-types';

export const REFERENCE_BASE = '/docs/reference';
/** The API's history, computed from its releases (api-history.ts), and its Atom feed. */
export const API_CHANGES_URL = `${REFERENCE_BASE}/changes`;
export const API_CHANGES_FEED_URL = `${API_CHANGES_URL}/feed.xml`;
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** 'Components and styles' → 'components-and-styles'; 'getFileNodes' → 'get-file-nodes'. */
export function kebab(value: string): string {
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

export const tagSlug = (tag: string) => kebab(tag);
export const operationAnchor = (operationId: string) => kebab(operationId);
export const tagUrl = (tag: string) => `${REFERENCE_BASE}/${tagSlug(tag)}`;
export const operationUrl = (tag: string, operationId: string) => `${tagUrl(tag)}#${operationAnchor(operationId)}`;

export type OperationRef = {
  operationId: string;
  anchor: string;
  method: HttpMethod;
  path: string;
  tag: string;
  operation: OpenAPIV3_1.OperationObject;
  pathItem: OpenAPIV3_1.PathItemObject;
};

export type ReferenceTag = { name: string; slug: string; url: string; description?: string; operations: OperationRef[] };

/**
 * Groups operations by their first tag, in the order the document declares its tags (undeclared
 * tags follow, alphabetically). Throws on what would make pages or anchors ambiguous.
 */
export function referenceTags(doc: OpenAPIV3_1.Document): ReferenceTag[] {
  const declared = (doc.tags ?? []).map((tag) => tag.name);
  const byTag = new Map<string, OperationRef[]>();
  const seen = new Set<string>();
  for (const [path, pathItem] of Object.entries(doc.paths ?? {})) {
    if (!pathItem) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!operation) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (!operation.operationId) throw new Error(`OpenAPI: ${where} has no operationId`);
      const tag = operation.tags?.[0];
      if (!tag) throw new Error(`OpenAPI: ${where} (${operation.operationId}) has no tag`);
      if (seen.has(operation.operationId)) throw new Error(`OpenAPI: operationId ${operation.operationId} is used twice`);
      seen.add(operation.operationId);
      const list = byTag.get(tag) ?? [];
      list.push({
        operationId: operation.operationId,
        anchor: operationAnchor(operation.operationId),
        method,
        path,
        tag,
        operation,
        pathItem,
      });
      byTag.set(tag, list);
    }
  }
  const order = [...declared, ...[...byTag.keys()].filter((tag) => !declared.includes(tag)).sort()];
  return order
    .filter((tag) => byTag.has(tag))
    .map((name) => ({
      name,
      slug: tagSlug(name),
      url: tagUrl(name),
      description: doc.tags?.find((tag) => tag.name === name)?.description,
      operations: byTag.get(name) ?? [],
    }));
}
