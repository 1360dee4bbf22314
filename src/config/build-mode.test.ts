import { describe, expect, it } from 'vitest';
import { isStaticExport } from './build-mode.mjs';

describe('isStaticExport', () => {
  it('is a static export only when TESSERA_STATIC_EXPORT is exactly 1', () => {
    expect(isStaticExport({ TESSERA_STATIC_EXPORT: '1' })).toBe(true);
    expect(isStaticExport({})).toBe(false);
    expect(isStaticExport({ TESSERA_STATIC_EXPORT: '0' })).toBe(false);
    expect(isStaticExport({ TESSERA_STATIC_EXPORT: 'true' })).toBe(false);
  });
});
