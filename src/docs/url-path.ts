// URL paths compared without a trailing slash ('/docs/a/' is '/docs/a'; '/' stays '/').
export const trimTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
