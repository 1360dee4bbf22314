// Routes that exist besides the content pages, so links to them count as resolved.
export const SITE_ROUTES = ['/', '/design-kit', '/changelog', '/changelog/feed.xml', '/llms.txt', '/llms-full.txt'] as const;
