// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
// The loader as pages inline it (hydrationLoader: the minified build of paint-first-loader.mjs), run
// as the browser runs an inline script.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_WAIT_MS, HYDRATED_ATTRIBUTE, hydrationLoader } from './paint-first.mjs';

const CHUNKS = ['/_next/static/chunks/a1.js', '/_next/static/chunks/b2.js'];
const runLoader = () => new Function(/^<script>([\s\S]*)<\/script>$/.exec(hydrationLoader(CHUNKS))![1]!)();
const added = () => [...document.head.querySelectorAll('script')].map((script) => [script.getAttribute('src'), script.async]);
const setVisibility = (state: DocumentVisibilityState) =>
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });

/** Paint timing as a browser has it: an observer whose callback the test fires with first-contentful-paint. */
function fakePaintTiming() {
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {}
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return () =>
    observers.forEach((callback) =>
      callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect() {} }),
    );
}

beforeEach(() => {
  vi.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '<button id="early">Only essential</button><button id="popover" popovertarget="menu">Menu</button>';
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  setVisibility('visible');
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the paint-first loader', () => {
  it('adds the chunks, in order and async, once the first contentful paint is reported, and only once', () => {
    const paint = fakePaintTiming();
    runLoader();
    expect(added()).toEqual([]);
    paint();
    expect(added()).toEqual(CHUNKS.map((src) => [src, true]));
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
    expect(added()).toHaveLength(CHUNKS.length);
  });

  it('loads anyway after the safety wait when no paint is reported', () => {
    fakePaintTiming();
    runLoader();
    vi.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(CHUNKS.length);
  });

  it('without paint timing, loads after a frame', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    runLoader();
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(50);
    expect(added()).toHaveLength(CHUNKS.length);
  });

  it('in a hidden tab, loads at once (it paints no frames to wait for)', () => {
    fakePaintTiming();
    setVisibility('hidden');
    runLoader();
    expect(added()).toHaveLength(CHUNKS.length);
  });

  it('holds button presses from the page until hydration, then presses them again; popover buttons pass', async () => {
    fakePaintTiming();
    runLoader();
    const pressed: string[] = [];
    document.addEventListener('click', (event) => pressed.push((event.target as Element).id));
    document.getElementById('early')!.click();
    document.getElementById('popover')!.click();
    expect(pressed).toEqual(['popover']);
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    await vi.advanceTimersByTimeAsync(0);
    expect(pressed).toEqual(['popover', 'early']);
    // Hydrated: presses go straight through.
    document.getElementById('early')!.click();
    expect(pressed).toEqual(['popover', 'early', 'early']);
  });
});
