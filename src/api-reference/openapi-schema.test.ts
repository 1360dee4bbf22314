import { describe, expect, it } from 'vitest';
import { exampleOf, propertyRows, type Schema, typeLabel } from './openapi-schema';

const user: Schema = {
  type: 'object',
  required: ['id'],
  properties: {
    id: { type: 'string', description: 'User id', example: 'usr_4f9TqP' },
    email: { type: ['string', 'null'], format: 'email' },
    role: { type: 'string', enum: ['owner', 'editor', 'viewer'] },
  },
};

describe('typeLabel', () => {
  it('names types, formats, arrays, nullables and variants', () => {
    expect(typeLabel({ type: 'string' })).toBe('string');
    expect(typeLabel({ type: 'integer', format: 'int64' })).toBe('integer<int64>');
    expect(typeLabel({ type: 'array', items: user })).toBe('array<object>');
    expect(typeLabel({ type: ['string', 'null'] })).toBe('string | null');
    expect(typeLabel({ oneOf: [{ title: 'Frame', type: 'object' }, { type: 'string' }] })).toBe('Frame | string');
    expect(typeLabel({})).toBe('any');
  });
});

describe('propertyRows', () => {
  it('lists nested properties with dotted names, required flags and constraints', () => {
    const rows = propertyRows({
      type: 'object',
      required: ['user'],
      properties: { user, pages: { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } } },
    });
    expect(rows.map((row) => [row.name, row.type, row.required, row.depth])).toEqual([
      ['user', 'object', true, 0],
      ['user.id', 'string', true, 1],
      ['user.email', 'string<email> | null', false, 1],
      ['user.role', 'string', false, 1],
      ['pages', 'array<object>', false, 0],
      ['pages[].id', 'string', false, 1],
    ]);
    expect(rows[3]?.notes).toEqual(['one of "owner", "editor", "viewer"']);
  });

  it('merges allOf and stops at cycles', () => {
    const node: Schema = { type: 'object', properties: { name: { type: 'string' } } };
    node.properties = { ...node.properties, children: { type: 'array', items: node } };
    const rows = propertyRows({ allOf: [node, { properties: { extra: { type: 'boolean' } } }] });
    expect(rows.map((row) => row.name)).toContain('extra');
    expect(rows.length).toBeLessThan(20);
  });
});

describe('exampleOf', () => {
  it('prefers the document example, then builds one from the schema', () => {
    expect(exampleOf(user)).toEqual({ id: 'usr_4f9TqP', email: 'ada@example.com', role: 'owner' });
    expect(exampleOf({ type: 'array', items: { type: 'integer', minimum: 1 } })).toEqual([1]);
    expect(exampleOf({ type: 'string', format: 'date-time' })).toBe('2026-11-03T09:30:00Z');
  });
});
