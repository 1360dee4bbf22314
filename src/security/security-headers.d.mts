// Types for security-headers.mjs (plain JavaScript, so the Node server imports it without a compiler).
export type Header = { key: string; value: string };
export declare const REFERRER_POLICY: string;
export declare const HSTS_MAX_AGE_SECONDS: number;
export declare const DISABLED_FEATURES: string[];
export declare function securityHeaders(options?: { https?: boolean; csp?: string }): Header[];
export declare const IMMUTABLE_CACHE_CONTROL: string;
export declare const REVALIDATE_CACHE_CONTROL: string;
export declare const IMMUTABLE_PATH_PREFIXES: string[];
export declare function cacheControlFor(pathname: string): string;
