'use client';
// The resolved theme and setters for components; null during server render and hydration.
import { useSyncExternalStore } from 'react';
import type { ResolvedTheme } from './theme-model';
import { getThemeSnapshot, setThemeSetting, subscribeTheme } from './theme-store';

export function useTheme(): { theme: ResolvedTheme | null; setThemeSetting: typeof setThemeSetting } {
  const theme = useSyncExternalStore(subscribeTheme, getThemeSnapshot, () => null);
  return { theme, setThemeSetting };
}
