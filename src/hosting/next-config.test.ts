import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasReference, routeExtensions } from './next-config.mjs';

describe('the route files of each build', () => {
  it('takes the server-only routes and the reference in a server build, with or without a reference', () => {
    for (const reference of [true, false]) {
      const extensions = routeExtensions({ staticExport: false, reference });
      expect(extensions).toEqual(expect.arrayContaining(['server.tsx', 'server.ts', 'reference.tsx', 'tsx', 'ts']));
    }
  });

  it('leaves the reference out of a static export of a site that has none (an export refuses a route with no pages)', () => {
    expect(routeExtensions({ staticExport: true, reference: true })).toContain('reference.tsx');
    expect(routeExtensions({ staticExport: true, reference: false })).not.toContain('reference.tsx');
    for (const reference of [true, false]) expect(routeExtensions({ staticExport: true, reference })).not.toContain('server.tsx');
  });

  it('finds a reference in reference pages or in the OpenAPI document', () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'tessera-reference-'));
    try {
      mkdirSync(path.join(root, 'content', 'docs'), { recursive: true });
      expect(hasReference(root)).toBe(false);
      mkdirSync(path.join(root, 'content', 'openapi'));
      writeFileSync(path.join(root, 'content', 'openapi', 'tessera.yaml'), 'openapi: 3.1.0');
      expect(hasReference(root)).toBe(true);
      rmSync(path.join(root, 'content', 'openapi'), { recursive: true });
      mkdirSync(path.join(root, 'content', 'docs', 'reference'));
      expect(hasReference(root)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('finds the reference of this site', () => {
    expect(hasReference(path.resolve(import.meta.dirname, '../..'))).toBe(true);
  });
});
