// Where the content's own files are, from the project's root: read by the build (the reference's
// loader, the console's base URL) and by the config (whether the site has a reference). Plain
// JavaScript, so next.config.mjs imports it as is.

/** The OpenAPI document the REST reference and the API console are made from. */
export const OPENAPI_DOCUMENT = 'content/openapi/tessera.yaml';
/** The OpenAPI document's released states, one `<YYYY-MM-DD>.yaml` each: the API's history is computed from them. */
export const OPENAPI_RELEASES = 'content/openapi/releases';
/** The reference's own MDX pages. */
export const REFERENCE_PAGES_DIR = 'content/docs/reference';
/** The agent skills, one folder each with its SKILL.md, published under /.well-known/agent-skills/. */
export const SKILLS_DIR = 'content/skills';
/** Translated docs pages: content/translations/<locale>/… mirrors content/docs/…. */
export const TRANSLATIONS_DIR = 'content/translations';
