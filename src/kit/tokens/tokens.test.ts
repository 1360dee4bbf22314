import { describe, expect, it } from 'vitest';
import { BREAKPOINTS_PX, LAYERS, MIN_TOUCH_AREA_PX, SMALL_SCREEN_QUERY, tokenProperties, tokensCss } from './tokens';

describe('design tokens', () => {
  it('keep the layer stack of spec §9', () => {
    expect(LAYERS).toEqual({
      content: 0,
      pins: 1,
      lightboxes: 2,
      modals: 3,
      complianceNotices: 4,
      toasts: 5,
      tooltips: 6,
    });
  });

  it('keep the breakpoints, touch area and small-screen query of spec §9', () => {
    expect(BREAKPOINTS_PX).toEqual({ small: 600, medium: 900, large: 1200, extraLarge: 1650 });
    expect(MIN_TOUCH_AREA_PX).toBe(44);
    expect(SMALL_SCREEN_QUERY).toBe('(max-width: 599.98px)');
  });

  it('generate the CSS custom properties named in CONTRACT.md', () => {
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
