import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasReference, routeExtensions, staticExportNextConfig } from './next-config.mjs';

describe('the route files of each build', () => {
  it('leaves the reference out of the export of a site that has none (an export refuses a route with no pages)', () => {
    expect(routeExtensions({ reference: true, translated: true, fixtures: false })).toContain('reference.tsx');
    expect(routeExtensions({ reference: false, translated: true, fixtures: false })).not.toContain('reference.tsx');
  });

  it("leaves the locales' docs routes out where nothing is translated", () => {
    expect(routeExtensions({ reference: true, translated: true, fixtures: false })).toContain('translated.tsx');
    expect(routeExtensions({ reference: true, translated: false, fixtures: false })).not.toContain('translated.tsx');
  });

  it('takes the test pages only in a build made for the e2e suite', () => {
    expect(routeExtensions({ reference: true, translated: true, fixtures: true })).toContain('fixture.tsx');
    expect(routeExtensions({ reference: true, translated: true, fixtures: false })).not.toContain('fixture.tsx');
    expect(staticExportNextConfig(process.cwd(), {}).pageExtensions).not.toContain('fixture.tsx');
    expect(staticExportNextConfig(process.cwd(), { TESSERA_E2E_FIXTURES: '1' }).pageExtensions).toContain('fixture.tsx');
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
