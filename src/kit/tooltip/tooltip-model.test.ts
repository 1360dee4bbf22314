import { describe, expect, it } from 'vitest';
import {
  groupAfterClose,
  groupAfterOpen,
  hoverDelayMs,
  INITIAL_TOOLTIP_GROUP,
  isApplePlatform,
  shortcutDescription,
  shortcutKeys,
  TOOLTIP_DELAY_MS,
  TOOLTIP_FADE_MS,
  TOOLTIP_GROUP_TIMEOUT_MS,
} from './tooltip-model';

describe('tooltip model', () => {
  it('keeps the spec timings', () => {
    expect([TOOLTIP_DELAY_MS, TOOLTIP_FADE_MS]).toEqual([150, 150]);
  });

  it.each([
    ['MacIntel', true],
    ['macOS', true],
    ['iPhone', true],
    ['iPad', true],
    ['Win32', false],
    ['Linux x86_64', false],
    ['', false],
  ])('platform %j is Apple: %s', (platform, apple) => {
    expect(isApplePlatform(platform)).toBe(apple);
  });

  it('shows ⌘ on Apple platforms and Ctrl elsewhere', () => {
    expect(shortcutKeys({ mod: true, key: 'k' }, true)).toEqual(['⌘', 'K']);
    expect(shortcutKeys({ mod: true, key: 'k' }, false)).toEqual(['Ctrl', 'K']);
    expect(shortcutKeys({ mod: true, shift: true, alt: true, key: 'p' }, true)).toEqual(['⌥', '⇧', '⌘', 'P']);
    expect(shortcutKeys({ mod: true, shift: true, alt: true, key: 'p' }, false)).toEqual(['Ctrl', 'Alt', 'Shift', 'P']);
    expect(shortcutKeys({ key: 'Escape' }, false)).toEqual(['Escape']);
  });

  it('describes the shortcut in words', () => {
    expect(shortcutDescription({ mod: true, key: 'k' }, true)).toBe('Command K');
    expect(shortcutDescription({ mod: true, shift: true, key: '/' }, false)).toBe('Control Shift /');
  });

  it('waits the full delay at first, none while a neighbour is open or has just closed', () => {
    expect(hoverDelayMs(INITIAL_TOOLTIP_GROUP, 0)).toBe(TOOLTIP_DELAY_MS);
    const open = groupAfterOpen(INITIAL_TOOLTIP_GROUP, 'a');
    expect(hoverDelayMs(open, 10_000)).toBe(0);
    const closed = groupAfterClose(open, 'a', 10_000);
    expect(closed.openId).toBeNull();
    expect(hoverDelayMs(closed, 10_000 + TOOLTIP_GROUP_TIMEOUT_MS - 1)).toBe(0);
    expect(hoverDelayMs(closed, 10_000 + TOOLTIP_GROUP_TIMEOUT_MS)).toBe(TOOLTIP_DELAY_MS);
  });

  it('ignores the close of a tooltip another one already replaced', () => {
    const replaced = groupAfterOpen(groupAfterOpen(INITIAL_TOOLTIP_GROUP, 'a'), 'b');
    expect(groupAfterClose(replaced, 'a', 5)).toBe(replaced);
  });
});
