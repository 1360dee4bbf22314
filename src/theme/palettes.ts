// The colour palettes of the four themes and their high-contrast variants: the one source for the
// `--color-*` custom properties (generated at build) and for the contrast checks in the unit tests.
import { cssName } from '@/kit/tokens/tokens';
import type { Theme } from './theme-model';

export type Palette = {
  bg: string;
  surface: string;
  fg: string;
  fgMuted: string;
  border: string;
  /** Borders that are the only outline of a control (inputs, secondary buttons): 3:1 against bg. */
  borderStrong: string;
  accent: string;
  onAccent: string;
  accentHover: string;
  danger: string;
  onDanger: string;
  link: string;
  focus: string;
  selected: string;
  codeBg: string;
  tooltipBg: string;
  tooltipFg: string;
  bannerInfoBg: string;
  bannerInfoFg: string;
  bannerWarningBg: string;
  bannerWarningFg: string;
  bannerDangerBg: string;
  bannerDangerFg: string;
};

const light: Palette = {
  bg: '#ffffff',
  surface: '#f5f6fa',
  fg: '#14161f',
  fgMuted: '#4a5063',
  border: '#dadde7',
  borderStrong: '#7d8499',
  accent: '#3a45d6',
  onAccent: '#ffffff',
  accentHover: '#2e37b3',
  danger: '#c22727',
  onDanger: '#ffffff',
  link: '#2f39c4',
  focus: '#3a45d6',
  selected: '#e6e8ff',
  codeBg: '#f5f6fa',
  tooltipBg: '#1d2030',
  tooltipFg: '#f4f5fa',
  bannerInfoBg: '#e9ebff',
  bannerInfoFg: '#1b2070',
  bannerWarningBg: '#fff1d6',
  bannerWarningFg: '#5c3900',
  bannerDangerBg: '#ffe3e3',
  bannerDangerFg: '#7a1010',
};

const dark: Palette = {
  bg: '#0f1117',
  surface: '#181b24',
  fg: '#eceef5',
  fgMuted: '#a9afc2',
  border: '#2c3040',
  borderStrong: '#6b7289',
  accent: '#8c96ff',
  onAccent: '#0f1117',
  accentHover: '#a6aeff',
  danger: '#ff7b7b',
  onDanger: '#1a0505',
  link: '#a3abff',
  focus: '#a3abff',
  selected: '#262b4d',
  codeBg: '#181b24',
  tooltipBg: '#eceef5',
  tooltipFg: '#14161f',
  bannerInfoBg: '#1d2150',
  bannerInfoFg: '#e3e6ff',
  bannerWarningBg: '#3d2a06',
  bannerWarningFg: '#ffe6b3',
  bannerDangerBg: '#451313',
  bannerDangerFg: '#ffd6d6',
};

/** Classic: the paper-and-ink look of Tessera's first editor, with its teal accent. */
const classicLight: Palette = {
  bg: '#fbf8f2',
  surface: '#f1ece1',
  fg: '#1f1b16',
  fgMuted: '#564d40',
  border: '#ddd4c4',
  borderStrong: '#8a7e6a',
  accent: '#0b6e69',
  onAccent: '#ffffff',
  accentHover: '#08524e',
  danger: '#b3261e',
  onDanger: '#ffffff',
  link: '#0a5f8f',
  focus: '#0b6e69',
  selected: '#dcefe9',
  codeBg: '#f1ece1',
  tooltipBg: '#2a251e',
  tooltipFg: '#fbf8f2',
  bannerInfoBg: '#dcefe9',
  bannerInfoFg: '#06403d',
  bannerWarningBg: '#fbe8c4',
  bannerWarningFg: '#553400',
  bannerDangerBg: '#f8dcd8',
  bannerDangerFg: '#6e130e',
};

const classicDark: Palette = {
  bg: '#1a1814',
  surface: '#24211c',
  fg: '#f1ebdf',
  fgMuted: '#bdb3a2',
  border: '#3a352d',
  borderStrong: '#7f7563',
  accent: '#4fc1b7',
  onAccent: '#0d1f1d',
  accentHover: '#72d3ca',
  danger: '#ff8a80',
  onDanger: '#2a0604',
  link: '#7cc6f0',
  focus: '#4fc1b7',
  selected: '#1f3b38',
  codeBg: '#24211c',
  tooltipBg: '#f1ebdf',
  tooltipFg: '#1f1b16',
  bannerInfoBg: '#163a37',
  bannerInfoFg: '#d8f3ef',
  bannerWarningBg: '#3f2e0c',
  bannerWarningFg: '#fbe3b2',
  bannerDangerBg: '#4a1612',
  bannerDangerFg: '#ffd9d4',
};

/** High contrast: pure ground, full-strength ink, every text pair at AAA (7:1). */
const highContrast: Record<'light' | 'dark', Partial<Palette>> = {
  light: {
    fg: '#000000',
    fgMuted: '#262626',
    border: '#595959',
    borderStrong: '#000000',
    link: '#1a1aa6',
    focus: '#000000',
    accent: '#1a1aa6',
    accentHover: '#000066',
    danger: '#8f0000',
    bannerInfoFg: '#0b0f3d',
    bannerWarningFg: '#3a2400',
    bannerDangerFg: '#4d0000',
    tooltipBg: '#000000',
    tooltipFg: '#ffffff',
  },
  dark: {
    fg: '#ffffff',
    fgMuted: '#e0e0e0',
    border: '#a6a6a6',
    borderStrong: '#ffffff',
    link: '#c7ccff',
    focus: '#ffffff',
    accent: '#c7ccff',
    accentHover: '#e3e6ff',
    onAccent: '#000000',
    danger: '#ffb3b3',
    onDanger: '#000000',
    bannerInfoFg: '#ffffff',
    bannerWarningFg: '#ffffff',
    bannerDangerFg: '#ffffff',
    tooltipBg: '#ffffff',
    tooltipFg: '#000000',
  },
};

export const PALETTES: Record<Theme, Palette> = { light, dark, classicLight, classicDark };

const isDark = (theme: Theme) => theme === 'dark' || theme === 'classicDark';

export function highContrastPalette(theme: Theme): Palette {
  const base = PALETTES[theme];
  return { ...base, bg: isDark(theme) ? '#000000' : '#ffffff', ...highContrast[isDark(theme) ? 'dark' : 'light'] };
}

/** Text-on-ground pairs that must meet WCAG AA (AAA in high contrast). */
export const TEXT_PAIRS: [text: keyof Palette, ground: keyof Palette][] = [
  ['fg', 'bg'],
  ['fg', 'surface'],
  ['fg', 'codeBg'],
  ['fg', 'selected'],
  ['fgMuted', 'bg'],
  ['fgMuted', 'surface'],
  ['link', 'bg'],
  ['link', 'surface'],
  ['link', 'selected'],
  ['onAccent', 'accent'],
  ['onAccent', 'accentHover'],
  ['onDanger', 'danger'],
  ['tooltipFg', 'tooltipBg'],
  ['bannerInfoFg', 'bannerInfoBg'],
  ['bannerWarningFg', 'bannerWarningBg'],
  ['bannerDangerFg', 'bannerDangerBg'],
];

/** Non-text pairs (control outlines, focus rings) that need 3:1 (WCAG 1.4.11). */
export const UI_PAIRS: [part: keyof Palette, ground: keyof Palette][] = [
  ['borderStrong', 'bg'],
  ['borderStrong', 'surface'],
  ['focus', 'bg'],
  ['focus', 'surface'],
  ['accent', 'bg'],
];

function declarations(palette: Palette, colorScheme: 'light' | 'dark'): string {
  const lines = Object.entries(palette).map(([name, value]) => `  --color-${cssName(name)}: ${value};`);
  return [`  color-scheme: ${colorScheme};`, ...lines].join('\n');
}

/**
 * The palette CSS: one block per theme and per high-contrast variant, keyed on `data-theme` and
 * `data-contrast`; without a data-theme (no script) the system colour scheme picks light or dark.
 */
export function palettesCss(): string {
  const blocks: string[] = ['/* Generated from src/theme/palettes.ts: do not edit. */'];
  blocks.push(`:root {\n${declarations(light, 'light')}\n}`);
  blocks.push(
    `@media (prefers-color-scheme: dark) {\n  :root:not([data-theme]) {\n${declarations(dark, 'dark').replaceAll('\n', '\n  ').replace(/^/, '  ')}\n  }\n}`,
  );
  for (const theme of Object.keys(PALETTES) as Theme[]) {
    const scheme = isDark(theme) ? 'dark' : 'light';
    blocks.push(`:root[data-theme='${theme}'] {\n${declarations(PALETTES[theme], scheme)}\n}`);
    blocks.push(`:root[data-theme='${theme}'][data-contrast='high'] {\n${declarations(highContrastPalette(theme), scheme)}\n}`);
  }
  return `${blocks.join('\n\n')}\n`;
}
