import { describe, expect, it } from 'vitest';
import type { ConsoleParameter } from './console-operation';
import { bodyProblems, instancePath, parameterProblems } from './console-validation';

const webhook = {
  type: 'object',
  required: ['team_id', 'endpoint'],
  additionalProperties: false,
  properties: {
    team_id: { type: 'string', pattern: '^tm_' },
    endpoint: { type: 'string', format: 'uri' },
    event_types: { type: 'array', minItems: 1, items: { type: 'string', enum: ['file.updated', 'file.deleted'] } },
    note: { type: ['string', 'null'] },
  },
};

describe('bodyProblems', () => {
  it('accepts a body that matches (2020-12: a type list with null)', () => {
    expect(bodyProblems(webhook, '{"team_id":"tm_1","endpoint":"https://example.com/hook","note":null}', true)).toEqual([]);
  });

  it('says where each problem is, once, without the enclosing "property does not match" noise', () => {
    expect(bodyProblems(webhook, '{"team_id":"x","endpoint":"not a uri","event_types":["nope"],"extra":1}', true)).toEqual([
      'team_id: String does not match pattern.',
      'endpoint: String does not match format "uri".',
      'event_types[0]: Instance does not match any of ["file.updated","file.deleted"].',
      'extra: not allowed here (the schema has no such field).',
    ]);
    expect(bodyProblems(webhook, '{}', true)).toEqual([
      expect.stringMatching(/^body: .*team_id/),
      expect.stringMatching(/^body: .*endpoint/),
    ]);
  });

  it('never throws at what a reader types: a key the validator chokes on becomes a problem line', () => {
    expect(() => bodyProblems(webhook, '{"\\ud800": 1}', true)).not.toThrow();
    expect(bodyProblems(webhook, '{"\\ud800": 1}', true).length).toBeGreaterThan(0);
  });

  it('reports text that is not JSON, and an empty body only when one is required', () => {
    expect(bodyProblems(webhook, '{"team_id": ', true)).toEqual([expect.stringMatching(/^Not valid JSON: /)]);
    expect(bodyProblems(webhook, '  ', true)).toEqual(['The body is empty: this operation needs one.']);
    expect(bodyProblems(webhook, '', false)).toEqual([]);
  });
});

describe('parameterProblems', () => {
  const parameter = (schema: Record<string, unknown>, required = false): ConsoleParameter => ({
    name: 'depth',
    in: 'query',
    required,
    schema,
    initial: '',
    placeholder: '',
    options: null,
  });

  it('reads numbers as numbers before checking them', () => {
    expect(parameterProblems(parameter({ type: 'integer', minimum: 1 }), '2')).toEqual([]);
    expect(parameterProblems(parameter({ type: 'integer', minimum: 1 }), '0')).toEqual([expect.stringMatching(/^depth: .*1/)]);
    expect(parameterProblems(parameter({ type: 'integer' }), 'two')).toEqual([expect.stringMatching(/^depth: .*integer/)]);
  });

  it('needs a required value, and lets an optional one be empty', () => {
    expect(parameterProblems(parameter({ type: 'string' }, true), ' ')).toEqual(['depth: required.']);
    expect(parameterProblems(parameter({ type: 'string', pattern: '^fk_' }), '')).toEqual([]);
    expect(parameterProblems(parameter({ type: 'string', pattern: '^fk_' }), 'abc')).toEqual(['depth: String does not match pattern.']);
  });
});

describe('instancePath', () => {
  it('writes JSON pointers as a reader writes paths', () => {
    expect(instancePath('#')).toBe('body');
    expect(instancePath('#/a/0/b~1c')).toBe('a[0].b/c');
  });
});
