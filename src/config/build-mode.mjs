// The one place that reads which build this is: `TESSERA_STATIC_EXPORT=1` (npm run build:static) makes a
// static export of plain files, anything else a build for the Node server. Plain JavaScript, so
// next.config.mjs imports it as is.

/**
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {boolean}
 */
export function isStaticExport(env) {
  return env.TESSERA_STATIC_EXPORT === '1';
}

/** True while `npm run build:static` builds (and in what that build renders). */
export const STATIC_EXPORT = isStaticExport(process.env);
