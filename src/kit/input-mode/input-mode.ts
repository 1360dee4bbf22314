// Keyboard-versus-mouse input mode and last pointer type, kept on <html> as data attributes.
// The installer is self-contained (no imports, no closures) because the shell also inlines its
// source as a boot script, so tracking starts before the first paint and before React hydrates.

export type InputMode = 'mouse' | 'keyboard';
export type PointerType = 'mouse' | 'touch' | 'pen';

export const INPUT_MODE_ATTRIBUTE = 'data-input-mode';
export const POINTER_TYPE_ATTRIBUTE = 'data-pointer-type';
export const INITIAL_INPUT_MODE: InputMode = 'mouse';

/**
 * Listens at the document (capture phase, so no handler can hide an event) and writes
 * `data-input-mode` and `data-pointer-type` on the root element. Returns a function that stops it.
 *
 * - Tab (with or without Shift) switches to keyboard.
 * - A real mouse, touch or pen press switches to mouse.
 * - The pointer type follows the last real pointer event, a move (hover) or a press: a pen hovering
 *   after a mouse press is a pen. A move never changes the input mode (a mouse resting under the
 *   hand while the visitor tabs is not mouse use).
 * - Screen readers activate with synthetic clicks (`detail === 0`) and zero-size pointer events;
 *   those are keyboard use and must not switch to mouse (Docusaurus #11314).
 */
export function installInputModeTracking(doc: Document): () => void {
  // Installed once per document, whether by the boot script or by React on a client-rendered page.
  const marker = Symbol.for('tessera.inputModeTracking');
  const marked = doc as Document & { [key: symbol]: boolean };
  if (marked[marker]) return () => {};
  marked[marker] = true;
  const root = doc.documentElement;
  const set = (name: string, value: string) => {
    if (root.getAttribute(name) !== value) root.setAttribute(name, value);
  };
  if (!root.hasAttribute('data-input-mode')) set('data-input-mode', 'mouse');

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Tab') set('data-input-mode', 'keyboard');
  };
  // Assistive technology and scripts fire pointer events with no contact geometry or type.
  const untyped = (event: PointerEvent) => event.pointerType === '' || (event.width === 0 && event.height === 0);
  const recordType = (event: PointerEvent) =>
    set('data-pointer-type', event.pointerType === 'touch' || event.pointerType === 'pen' ? event.pointerType : 'mouse');
  const onPointerMove = (event: PointerEvent) => {
    if (!untyped(event)) recordType(event);
  };
  const onPointerDown = (event: PointerEvent) => {
    // A press without pressure or click count is a screen reader's activation (a hover has neither).
    const virtual = untyped(event) || (event.width === 1 && event.height === 1 && event.pressure === 0 && event.detail === 0);
    if (virtual) return;
    recordType(event);
    set('data-input-mode', 'mouse');
  };
  const onMouseDown = (event: MouseEvent) => {
    // A press counts its clicks in `detail`; a screen reader's synthetic activation has none.
    if (event.detail > 0) set('data-input-mode', 'mouse');
  };

  const options = { capture: true, passive: true };
  doc.addEventListener('keydown', onKeyDown, options);
  doc.addEventListener('pointerdown', onPointerDown, options);
  doc.addEventListener('pointermove', onPointerMove, options);
  doc.addEventListener('mousedown', onMouseDown, options);
  return () => {
    marked[marker] = false;
    doc.removeEventListener('keydown', onKeyDown, options);
    doc.removeEventListener('pointerdown', onPointerDown, options);
    doc.removeEventListener('pointermove', onPointerMove, options);
    doc.removeEventListener('mousedown', onMouseDown, options);
  };
}

/** The boot script's source: the installer applied to the document, guarded so a failure never breaks the page. */
export function inputModeBootScript(): string {
  return `try{(${installInputModeTracking.toString()})(document)}catch(e){}`;
}
