// Design tokens: the one source for the spec's §9 constants. CSS custom properties are generated from
// this file at build (scripts/build-assets.ts → generated/tokens.css), so TS and CSS cannot drift.

/** Stacking order of spec §9; every positioned element takes its z-index from here. */
export const LAYERS = {
  content: 0,
  pins: 1,
  lightboxes: 2,
  modals: 3,
  complianceNotices: 4,
  toasts: 5,
  tooltips: 6,
} as const;
export type Layer = keyof typeof LAYERS;

/** Breakpoints in px (min-widths). */
export const BREAKPOINTS_PX = {
  small: 600,
  medium: 900,
  large: 1200,
  extraLarge: 1650,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS_PX;

/** The small-screen query: below the small breakpoint. */
export const SMALL_SCREEN_QUERY = `(max-width: ${BREAKPOINTS_PX.small - 0.02}px)`;

export const SPACING_UNIT_PX = 8;
/** Spacing scale in multiples of the base unit (0.5 = 4px … 8 = 64px). */
export const SPACING_SCALE = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8] as const;

/** Minimum touch target for every interactive element (WCAG 2.5.5). */
export const MIN_TOUCH_AREA_PX = 44;

export const FONT_WEIGHTS = { regular: 400, semibold: 600, bold: 700 } as const;

/**
 * The type scale: every font size in the site's CSS is one of these (`var(--font-size-…)`; a unit test
 * refuses any other). From 12 to 32 px, and the home page's fluid display size.
 */
export const FONT_SIZES = {
  micro: '0.75rem',
  caption: '0.8125rem',
  small: '0.875rem',
  compact: '0.9375rem',
  body: '1rem',
  lead: '1.125rem',
  subheading: '1.25rem',
  heading: '1.5rem',
  title: '2rem',
  display: 'clamp(2rem, 6vw, 3.25rem)',
  /** Code inside running text, relative to that text. */
  codeInText: '0.9em',
} as const;

/** Lines a CircleButton label may take before it is clamped. */
export const CIRCLE_BUTTON_LABEL_LINES = 2;

/** camelCase → kebab-case, for CSS property and custom-property names. */
export const cssName = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const spacingName = (step: number) => String(step).replace('.', '_');

/** Every token as a CSS custom property name → value, in a stable order. */
export function tokenProperties(): [name: string, value: string][] {
  return [
    ...Object.entries(LAYERS).map(([name, value]): [string, string] => [`--layer-${cssName(name)}`, String(value)]),
    ...Object.entries(BREAKPOINTS_PX).map(([name, px]): [string, string] => [`--breakpoint-${cssName(name)}`, `${px}px`]),
    ['--space-unit', `${SPACING_UNIT_PX}px`],
    ...SPACING_SCALE.map((step): [string, string] => [`--space-${spacingName(step)}`, `${step * SPACING_UNIT_PX}px`]),
    ['--touch-min', `${MIN_TOUCH_AREA_PX}px`],
    ...Object.entries(FONT_WEIGHTS).map(([name, weight]): [string, string] => [`--font-weight-${cssName(name)}`, String(weight)]),
    ...Object.entries(FONT_SIZES).map(([name, size]): [string, string] => [`--font-size-${cssName(name)}`, size]),
    ['--circle-button-label-lines', String(CIRCLE_BUTTON_LABEL_LINES)],
  ];
}

export function tokensCss(): string {
  const body = tokenProperties()
    .map(([name, value]) => `  ${name}: ${value};`)
    .join('\n');
  return `/* Generated from src/kit/tokens/tokens.ts: do not edit. */\n:root {\n${body}\n}\n`;
}
