import { describe, expect, it } from 'vitest';
import { isApplePlatform, shortcutDescription, shortcutKeys, TOOLTIP_DELAY_MS, TOOLTIP_FADE_MS } from './tooltip-model';

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
});
