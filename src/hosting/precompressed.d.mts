export declare const NEXT_STATIC_PREFIX: string;
export declare const BROTLI_TWIN_PATTERN: string;
export declare const BROTLI_TWIN_MIN_BYTES: number;
export declare const TWIN_CONTENT_TYPES: Record<'.js' | '.css', string>;
export declare function brotliTwinFile(staticDir: string, urlPath: string): string | null;
export declare function acceptsBrotli(acceptEncoding: string | undefined): boolean;
