// Routes that exist besides the content pages, so links to them count as resolved.
export const SITE_ROUTES = ['/', '/design-kit'] as const;
