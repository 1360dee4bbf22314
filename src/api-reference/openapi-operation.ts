// What the reference shows of one operation (pure): auth, limits, parameters, body, responses,
// and the request its samples send.
import type { OpenAPIV3_1 } from 'openapi-types';
import type { OperationRef } from './openapi-model';
import { exampleOf, type Schema } from './openapi-schema';
import { fillPath, type SampleRequest } from './openapi-samples';

type Parameter = OpenAPIV3_1.ParameterObject & { schema?: Schema };
type Extensions = { 'x-tessera-rate-limit-tier'?: number; 'x-tessera-plan'?: string };

export type OperationView = {
  /** The operation asks for credentials (its own `security`, else the document's). */
  secured: boolean;
  scopes: string[];
  plan: string | null;
  rateLimitTier: number | null;
  parameters: Parameter[];
  requestSchema: Schema | null;
  requestExample: unknown;
  responses: { status: string; description: string; schema: Schema | null; example: unknown }[];
  sample: SampleRequest;
};

const jsonContent = (content: Record<string, OpenAPIV3_1.MediaTypeObject> | undefined) =>
  content?.['application/json'] ?? Object.values(content ?? {})[0];

function mediaExample(media: OpenAPIV3_1.MediaTypeObject | undefined): unknown {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0] as OpenAPIV3_1.ExampleObject | undefined;
  if (first?.value !== undefined) return first.value;
  return media.schema ? exampleOf(media.schema as Schema) : undefined;
}

function parameterExample(parameter: Parameter): string {
  const value = parameter.example ?? parameter.schema?.example ?? (parameter.schema ? exampleOf(parameter.schema) : undefined);
  return value === undefined || value === null ? `{${parameter.name}}` : String(value);
}

export function operationView(ref: OperationRef, doc: OpenAPIV3_1.Document): OperationView {
  const operation = ref.operation as OpenAPIV3_1.OperationObject & Extensions;
  const security = operation.security ?? doc.security ?? [];
  const scopes = [...new Set(security.flatMap((requirement) => Object.values(requirement).flat()))];

  // Operation parameters override path-level ones with the same name and location.
  const byKey = new Map<string, Parameter>();
  for (const parameter of [...(ref.pathItem.parameters ?? []), ...(operation.parameters ?? [])] as Parameter[]) {
    byKey.set(`${parameter.in}:${parameter.name}`, parameter);
  }
  const parameters = [...byKey.values()];

  const request = jsonContent((operation.requestBody as OpenAPIV3_1.RequestBodyObject | undefined)?.content);
  const requestExample = mediaExample(request);
  const responses = Object.entries(operation.responses ?? {}).map(([status, response]) => {
    const media = jsonContent((response as OpenAPIV3_1.ResponseObject).content);
    return {
      status,
      description: (response as OpenAPIV3_1.ResponseObject).description ?? '',
      schema: (media?.schema as Schema | undefined) ?? null,
      example: mediaExample(media),
    };
  });

  const server = (doc.servers?.[0]?.url ?? '').replace(/\/$/, '');
  const pathValues = Object.fromEntries(
    parameters.filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, parameterExample(parameter)]),
  );
  const query = parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter): [string, string] => [parameter.name, parameterExample(parameter)]);

  return {
    secured: security.length > 0,
    scopes,
    plan: operation['x-tessera-plan'] ?? null,
    rateLimitTier: operation['x-tessera-rate-limit-tier'] ?? null,
    parameters,
    requestSchema: (request?.schema as Schema | undefined) ?? null,
    requestExample,
    responses,
    sample: { method: ref.method, url: `${server}${fillPath(ref.path, pathValues)}`, query, body: request ? requestExample : undefined },
  };
}
