/** The framework loads after this long even if the browser never reports a first paint. */
export declare const FIRST_PAINT_WAIT_MS: number;
export declare function hydrationLoader(sources: string[]): string;
export declare function paintBeforeHydration(html: string): string;
export declare function deferredScriptSources(html: string): string[];
export declare function nextChunkSources(html: string): string[];
export declare const HYDRATED_ATTRIBUTE: 'data-hydrated';
