// The search shortcuts before hydration: the framework loads after the first paint, so on a slow phone
// ⌘K, Ctrl+K or '/' can come before anything listens. A boot script holds the last such press (and
// keeps the browser from acting on it, as the app would) and sends it again once the page has
// hydrated, so search opens then, as a button pressed early does.
import { HYDRATED_ATTRIBUTE } from '@/hosting/paint-first.mjs';
import { isTypingTarget, opensSearch, type KeyPress } from './search-model';

/**
 * Self-contained: the boot script is its source applied to the page's values. Returns nothing; it
 * stops listening by itself once the hydration mark appears.
 */
export function holdSearchShortcutUntilHydrated(
  doc: Document,
  hydratedAttribute: string,
  opens: (press: KeyPress) => boolean,
  typing: (target: unknown) => boolean,
): void {
  const root = doc.documentElement;
  if (root.hasAttribute(hydratedAttribute)) return;
  let held: { target: EventTarget | null; init: KeyboardEventInit } | null = null;
  const onKeyDown = (event: KeyboardEvent) => {
    const press = { key: event.key, metaKey: event.metaKey, ctrlKey: event.ctrlKey, altKey: event.altKey, typing: typing(event.target) };
    if (!opens(press)) return;
    event.preventDefault();
    held = {
      target: event.target,
      init: {
        key: event.key,
        code: event.code,
        metaKey: event.metaKey,
        ctrlKey: event.ctrlKey,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        bubbles: true,
        cancelable: true,
      },
    };
  };
  doc.addEventListener('keydown', onKeyDown, true);
  new MutationObserver((_records, observer) => {
    if (!root.hasAttribute(hydratedAttribute)) return;
    observer.disconnect();
    doc.removeEventListener('keydown', onKeyDown, true);
    if (!held) return;
    const target = held.target instanceof Node && held.target.isConnected ? held.target : doc;
    target.dispatchEvent(new KeyboardEvent('keydown', held.init));
  }).observe(root, { attributeFilter: [hydratedAttribute] });
}

/** The inline script for <head>; any failure leaves the page as it was (the shortcut then waits for hydration). */
export function searchShortcutBootScript(): string {
  const args = ['document', JSON.stringify(HYDRATED_ATTRIBUTE), `(${opensSearch.toString()})`, `(${isTypingTarget.toString()})`];
  return `try{(${holdSearchShortcutUntilHydrated.toString()})(${args.join(',')})}catch(e){}`;
}
