// The REST reference of one tag as Markdown (pure), for <page>.md and llms-full.txt.
import type { OpenAPIV3_1 } from 'openapi-types';
import type { ApiHistory } from '../../api-reference/api-history';
import type { ReferenceTag } from '../../api-reference/openapi-model';
import { operationView } from '../../api-reference/openapi-operation';
import { requestSamples, SAMPLE_HIGHLIGHT, SAMPLE_LANGUAGES } from '../../api-reference/openapi-samples';
import { propertyRows, type Schema, typeLabel } from '../../api-reference/openapi-schema';
import { operationChangesMarkdown } from './api-changes-markdown';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');

function schemaTable(schema: Schema): string[] {
  const rows = propertyRows(schema);
  if (rows.length === 0) return [];
  return [
    '| Field | Type | Required | Description |',
    '| --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| \`${row.name}\` | \`${cell(row.type)}\` | ${row.required ? 'yes' : 'no'} | ${cell([row.description, ...row.notes].filter(Boolean).join(' — '))} |`,
    ),
    '',
  ];
}

export function referenceTagMarkdown(tag: ReferenceTag, doc: OpenAPIV3_1.Document, history: ApiHistory): string {
  const lines: string[] = [];
  if (tag.description) lines.push(tag.description, '');
  for (const ref of tag.operations) {
    const view = operationView(ref, doc);
    const { operation } = ref;
    lines.push(`## ${operation.summary ?? ref.operationId}`, '', `\`${ref.method.toUpperCase()} ${ref.path}\``, '');
    if (operation.description) lines.push(operation.description.trim(), '');
    lines.push(`- Scopes: ${view.scopes.length > 0 ? view.scopes.map((scope) => `\`${scope}\``).join(', ') : 'none'}`);
    if (view.rateLimitTier) lines.push(`- Rate limit: tier ${view.rateLimitTier}`);
    if (view.plan) lines.push(`- Plan: ${view.plan}`);
    lines.push('');
    if (operation.deprecated) lines.push('**Deprecated.**', '');
    const changes = history.changes.filter((change) => !change.webhook && change.operation === ref.operationId);
    lines.push(...operationChangesMarkdown(changes, history.since));
    if (view.parameters.length > 0) {
      lines.push('### Parameters', '', '| Name | In | Type | Required | Description |', '| --- | --- | --- | --- | --- |');
      for (const parameter of view.parameters) {
        const type = parameter.schema ? typeLabel(parameter.schema as Schema) : 'string';
        lines.push(
          `| \`${parameter.name}\` | ${parameter.in} | \`${cell(type)}\` | ${parameter.required ? 'yes' : 'no'} | ${cell(parameter.description ?? '')} |`,
        );
      }
      lines.push('');
    }
    if (view.requestSchema) lines.push('### Request body', '', ...schemaTable(view.requestSchema));
    lines.push('### Responses', '');
    for (const response of view.responses) {
      lines.push(`- \`${response.status}\`: ${response.description}`);
    }
    lines.push('', '### Request samples', '');
    const samples = requestSamples(view.sample);
    for (const language of SAMPLE_LANGUAGES)
      lines.push(`**${language}**`, '', `\`\`\`${SAMPLE_HIGHLIGHT[language]}`, samples[language], '```', '');
  }
  return lines.join('\n');
}
