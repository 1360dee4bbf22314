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

/** The page's tooltips as one group: which one is open, and when the last one closed. */
export type TooltipGroupState = { openId: string | null; lastClosedAt: number };

export const INITIAL_TOOLTIP_GROUP: TooltipGroupState = { openId: null, lastClosedAt: Number.NEGATIVE_INFINITY };

/**
 * How long hover waits before opening: the full delay, or none while another tooltip is open or
 * one closed less than TOOLTIP_GROUP_TIMEOUT_MS ago (moving along a toolbar reads tooltip after tooltip).
 */
export function hoverDelayMs(group: TooltipGroupState, nowMs: number): number {
  return group.openId !== null || nowMs - group.lastClosedAt < TOOLTIP_GROUP_TIMEOUT_MS ? 0 : TOOLTIP_DELAY_MS;
}

export function groupAfterOpen(group: TooltipGroupState, id: string): TooltipGroupState {
  return { ...group, openId: id };
}

/** Closing a tooltip that is not the open one (it was replaced) leaves the group as it is. */
export function groupAfterClose(group: TooltipGroupState, id: string, nowMs: number): TooltipGroupState {
  return group.openId === id ? { openId: null, lastClosedAt: nowMs } : group;
}
