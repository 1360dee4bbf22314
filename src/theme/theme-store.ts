// The browser side of the theme: reads and writes the three settings, follows other tabs (storage
// events) and the system (media queries), and keeps <html> in step. Works from memory when storage
// is blocked.
import {
  applyResolvedTheme,
  DARK_QUERY,
  MORE_CONTRAST_QUERY,
  type ResolvedTheme,
  resolveThemeFromEnvironment,
  THEME_STORAGE_KEYS,
  type ThemeSettings,
} from './theme-model';

type SettingKey = keyof ThemeSettings;

const memory = new Map<string, string>();
const listeners = new Set<() => void>();
let current: ResolvedTheme | null = null;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function read(key: string): string | null {
  if (memory.has(key)) return memory.get(key) ?? null;
  return storage()?.getItem(key) ?? null;
}

function resolve(): ResolvedTheme {
  return resolveThemeFromEnvironment(read, (query) => window.matchMedia(query).matches);
}

const same = (a: ResolvedTheme | null, b: ResolvedTheme) =>
  a !== null && (Object.keys(b) as (keyof ResolvedTheme)[]).every((key) => a[key] === b[key]);

function refresh() {
  const next = resolve();
  applyResolvedTheme(document.documentElement, next);
  if (same(current, next)) return;
  current = next;
  for (const listener of listeners) listener();
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    window.addEventListener('storage', onStorage);
    for (const query of [DARK_QUERY, MORE_CONTRAST_QUERY]) window.matchMedia(query).addEventListener('change', refresh);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('storage', onStorage);
    for (const query of [DARK_QUERY, MORE_CONTRAST_QUERY]) window.matchMedia(query).removeEventListener('change', refresh);
  };
}

function onStorage(event: StorageEvent) {
  const keys: string[] = Object.values(THEME_STORAGE_KEYS);
  if (event.key !== null && !keys.includes(event.key)) return;
  if (event.key) memory.delete(event.key);
  refresh();
}

export function getThemeSnapshot(): ResolvedTheme {
  current ??= resolve();
  return current;
}

export function setThemeSetting<K extends SettingKey>(key: K, value: ThemeSettings[K]): void {
  const storageKey = THEME_STORAGE_KEYS[key];
  try {
    const target = storage();
    if (!target) throw new Error('no storage');
    target.setItem(storageKey, value);
    memory.delete(storageKey);
  } catch {
    memory.set(storageKey, value); // blocked or full storage: the choice holds for this visit
  }
  refresh();
}
