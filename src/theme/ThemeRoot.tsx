'use client';
// Keeps <html> in step with the theme from React: after client-side renders where the boot script
// did not run (the server-error shell), and whenever the theme changes.
import { useLayoutEffect } from 'react';
import { applyResolvedTheme, isThemeApplied } from './theme-model';
import { useTheme } from './useTheme';

export function ThemeRoot() {
  const { theme } = useTheme();
  useLayoutEffect(() => {
    if (theme && !isThemeApplied(document.documentElement, theme)) applyResolvedTheme(document.documentElement, theme);
  }, [theme]);
  return null;
}
