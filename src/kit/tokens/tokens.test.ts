import { describe, expect, it } from 'vitest';
import { tokenProperties, tokensCss } from './tokens';

// The spec's values (breakpoints, touch area, layers) are checked where users meet them: e2e/design-kit.spec.ts.
describe('design tokens', () => {
  it('generate the CSS custom properties named in docs/contract.md', () => {
    const css = tokensCss();
    expect(css).toContain('--layer-compliance-notices: 4;');
    expect(css).toContain('--layer-tooltips: 6;');
    expect(css).toContain('--space-1_5: 12px;');
    expect(css).toContain('--touch-min: 44px;');
    expect(css).toContain('--font-weight-semibold: 600;');
    const names = tokenProperties().map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});
