import type { OpenAPIV3_1 } from 'openapi-types';
import { describe, expect, it } from 'vitest';
import { kebab, operationUrl, referenceTags } from './openapi-model';

const op = (operationId: string, tag?: string) => ({
  operationId,
  tags: tag ? [tag] : [],
  responses: { '200': { description: 'ok' } },
});

const doc = (paths: Record<string, Record<string, unknown>>, tags: string[] = []) =>
  ({
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    tags: tags.map((name) => ({ name })),
    paths,
  }) as OpenAPIV3_1.Document;

describe('reference slugs', () => {
  it('kebab-cases tags and operation ids', () => {
    expect(kebab('Components and styles')).toBe('components-and-styles');
    expect(kebab('getFileNodes')).toBe('get-file-nodes');
    expect(kebab('listTeamProjects')).toBe('list-team-projects');
    expect(kebab('Version history')).toBe('version-history');
    expect(operationUrl('Files', 'getFile')).toBe('/docs/reference/files#get-file');
  });
});

describe('referenceTags', () => {
  it('groups operations by first tag in declared order, undeclared tags last', () => {
    const tags = referenceTags(
      doc(
        {
          '/v1/files/{file_key}': { get: op('getFile', 'Files') },
          '/v1/me': { get: op('getMe', 'Users') },
          '/v1/files/{file_key}/comments': { get: op('listComments', 'Comments'), post: op('createComment', 'Comments') },
        },
        ['Files', 'Comments'],
      ),
    );
    expect(tags.map((tag) => [tag.slug, tag.operations.map((operation) => `${operation.method} ${operation.anchor}`)])).toEqual([
      ['files', ['get get-file']],
      ['comments', ['get list-comments', 'post create-comment']],
      ['users', ['get get-me']],
    ]);
  });

  it('refuses operations without id or tag, and duplicate ids', () => {
    expect(() => referenceTags(doc({ '/a': { get: { responses: {} } } }))).toThrow('GET /a has no operationId');
    expect(() => referenceTags(doc({ '/a': { get: op('a') } }))).toThrow('GET /a (a) has no tag');
    expect(() => referenceTags(doc({ '/a': { get: op('a', 'T') }, '/b': { get: op('a', 'T') } }))).toThrow('operationId a is used twice');
  });
});
