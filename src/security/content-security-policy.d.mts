// Types for content-security-policy.mjs (plain JavaScript, so the Node server imports it without a compiler).
export declare function scriptHashSource(code: string): string;
export declare function inlineScriptHashes(html: string): string[];
export declare function httpOrigin(value: string | undefined): string | null;
export type CspOptions = {
  scriptHashes?: string[];
  collectorOrigin?: string;
  tunnelPath?: string;
  dsnOrigin?: string;
  forMeta?: boolean;
  upgradeInsecureRequests?: boolean;
  reportPath?: string;
};
export declare function contentSecurityPolicy(options?: CspOptions): string;
export declare function cspPeersFromEnv(env: Record<string, string | undefined>): {
  collectorOrigin?: string;
  tunnelPath?: string;
  dsnOrigin?: string;
};
