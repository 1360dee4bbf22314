// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputModeBootScript, installInputModeTracking } from './input-mode';

const root = () => document.documentElement;
const state = () => ({ input: root().getAttribute('data-input-mode'), pointer: root().getAttribute('data-pointer-type') });
const pointerDown = (init: PointerEventInit) => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, ...init }));
const pointerMove = (init: PointerEventInit) => document.body.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, ...init }));

describe('input mode tracking', () => {
  let stop: () => void;
  beforeEach(() => {
    root().removeAttribute('data-input-mode');
    root().removeAttribute('data-pointer-type');
    stop = installInputModeTracking(document);
  });
  afterEach(() => stop());

  it('starts in mouse mode', () => {
    expect(state()).toEqual({ input: 'mouse', pointer: null });
  });

  it('switches to keyboard on Tab only', () => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect(state().input).toBe('mouse');
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(state().input).toBe('keyboard');
  });

  it('switches back on a real mouse, touch or pen press and records the pointer type', () => {
    for (const pointerType of ['touch', 'pen', 'mouse']) {
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
      pointerDown({ pointerType, width: 20, height: 20, pressure: 0.5 });
      expect(state()).toEqual({ input: 'mouse', pointer: pointerType });
    }
  });

  it('takes the pointer type from a hover too, without leaving keyboard mode', () => {
    pointerDown({ pointerType: 'mouse', width: 1, height: 1, pressure: 0.5, detail: 1 });
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    pointerMove({ pointerType: 'pen', width: 1, height: 1, pressure: 0 });
    expect(state()).toEqual({ input: 'keyboard', pointer: 'pen' });
    pointerMove({ pointerType: 'mouse', width: 1, height: 1, pressure: 0 });
    expect(state()).toEqual({ input: 'keyboard', pointer: 'mouse' });
    pointerMove({ pointerType: '', width: 0, height: 0 });
    expect(state().pointer).toBe('mouse');
  });

  it('ignores virtual presses from assistive technology', () => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    pointerDown({ pointerType: 'mouse', width: 0, height: 0 });
    pointerDown({ pointerType: 'touch', width: 1, height: 1, pressure: 0 });
    pointerDown({ pointerType: '', width: 10, height: 10, pressure: 0.5 });
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, detail: 0 }));
    expect(state()).toEqual({ input: 'keyboard', pointer: null });
    document.body.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, detail: 1 }));
    expect(state().input).toBe('mouse');
  });

  it('stops listening when stopped', () => {
    stop();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(state().input).toBe('mouse');
  });
});

describe('boot script', () => {
  it('is the installer applied to the document, and swallows its own failures', () => {
    const script = inputModeBootScript();
    expect(script.startsWith('try{(')).toBe(true);
    expect(script).toContain(')(document)}catch(e){}');
    root().removeAttribute('data-input-mode');
    new Function(script)();
    expect(state().input).toBe('mouse');
  });
});
