// The Shiki themes every code block is highlighted with at build, emitted as CSS variables
// (--shiki-light, --shiki-dark, --shiki-light-hc, --shiki-dark-hc); global.css picks one per theme.
export const CODE_THEMES = {
  light: 'github-light-default',
  dark: 'github-dark-default',
  'light-hc': 'github-light-high-contrast',
  'dark-hc': 'github-dark-high-contrast',
} as const;
