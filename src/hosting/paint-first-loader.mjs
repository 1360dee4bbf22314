// The paint-first loader's code (browser; docs/performance.md#paint-first-then-hydrate), minified into generated/ by
// `npm run assets`. ES2017 and self-contained: its source is all the browser gets.

/**
 * Adds `sources` as async scripts once the first frame is painted (or at once in a hidden tab), and
 * holds button presses until the page has hydrated, then clicks those buttons again.
 * @param {string[]} sources the framework chunks, in order
 * @param {string} hydratedAttribute set on <html> once React has hydrated
 * @param {number} firstPaintWaitMs load anyway after this long should no paint be reported
 */
export function paintFirstLoader(sources, hydratedAttribute, firstPaintWaitMs) {
  const root = document.documentElement;
  let loaded = false;
  /** @type {HTMLButtonElement[]} */
  const held = [];
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const source of sources) {
      const script = document.createElement('script');
      script.src = source;
      script.async = true;
      document.head.appendChild(script);
    }
  };
  /** @param {Event} event */
  const hold = (event) => {
    const target = /** @type {Element | null} */ (event.target);
    const button = !root.hasAttribute(hydratedAttribute) && target && target.closest ? target.closest('button:not([popovertarget])') : null;
    if (!button) return;
    event.stopImmediatePropagation();
    event.preventDefault();
    held.push(/** @type {HTMLButtonElement} */ (button));
  };
  addEventListener('click', hold, true);
  new MutationObserver((_records, observer) => {
    observer.disconnect();
    removeEventListener('click', hold, true);
    for (const button of held) if (button.isConnected) button.click();
  }).observe(root, { attributeFilter: [hydratedAttribute] });

  // A hidden tab paints no frames to wait for.
  if (document.visibilityState !== 'visible') return load();
  addEventListener('visibilitychange', load);
  const Observer = window.PerformanceObserver;
  const entryTypes = (Observer && Observer.supportedEntryTypes) || [];
  if (entryTypes.indexOf('paint') === -1) return requestAnimationFrame(() => setTimeout(load));
  setTimeout(load, firstPaintWaitMs);
  new Observer((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
}
