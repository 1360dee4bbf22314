// Tooltip timings and shortcut labels (pure).

/** Spec §9: a tooltip opens 150 ms after hover or keyboard focus and fades over 150 ms. */
export const TOOLTIP_DELAY_MS = 150;
export const TOOLTIP_FADE_MS = 150;
/** After one tooltip closes, neighbours open at once for this long ("instant phase"). */
export const TOOLTIP_GROUP_TIMEOUT_MS = 400;
export const TOOLTIP_OFFSET_PX = 8;

export type Shortcut = {
  /** ⌘ on Apple platforms, Ctrl elsewhere. */
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
  key: string;
};

export function isApplePlatform(platform: string): boolean {
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** The keys to show, one `<kbd>` each, in the platform's usual order. */
export function shortcutKeys(shortcut: Shortcut, apple: boolean): string[] {
  const keys: string[] = [];
  if (apple) {
    if (shortcut.alt) keys.push('⌥');
    if (shortcut.shift) keys.push('⇧');
    if (shortcut.mod) keys.push('⌘');
  } else {
    if (shortcut.mod) keys.push('Ctrl');
    if (shortcut.alt) keys.push('Alt');
    if (shortcut.shift) keys.push('Shift');
  }
  keys.push(shortcut.key.length === 1 ? shortcut.key.toUpperCase() : shortcut.key);
  return keys;
}

/** The shortcut as words for assistive technology, e.g. 'Control K' or 'Command Shift P'. */
export function shortcutDescription(shortcut: Shortcut, apple: boolean): string {
  const names: Record<string, string> = { '⌘': 'Command', '⇧': 'Shift', '⌥': 'Option', Ctrl: 'Control' };
  return shortcutKeys(shortcut, apple)
    .map((key) => names[key] ?? key)
    .join(' ');
}
