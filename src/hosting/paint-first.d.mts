export declare function hydrationLoader(sources: string[]): string;
export declare function paintBeforeHydration(html: string): string;
export declare function deferredScriptSources(html: string): string[];
export declare const HYDRATED_ATTRIBUTE: 'data-hydrated';
