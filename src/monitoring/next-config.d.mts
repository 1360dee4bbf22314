// Types for next-config.mjs (plain JavaScript, because next.config.mjs imports it at build time).
export declare const TUNNEL_ROUTE: string;
export declare function monitoringNextConfig(env: Record<string, string | undefined>): {
  instrumentationClientInject: string[];
  rewrites: { source: string; destination: string }[];
  define: Record<string, boolean>;
};
export declare function monitoringRelease(root: string): string;
