export type RouteTable = { paths: Set<string>; locales: Set<string>; topLevel: Set<string> };
export declare function routeTableFrom(
  manifest: { routes: Record<string, { srcRoute?: string | null }>; dynamicRoutes: Record<string, unknown> },
  appPaths: string[],
  otherTopLevel: string[],
): RouteTable;
export declare function notFoundPageFor(pathname: string, table: RouteTable): string | null;
