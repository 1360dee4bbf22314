// The hosting part of next.config (build time): one build, a static export of plain files in out/ that
// any host serves (scripts/build-static.ts finishes them; server.mjs is the thin host).

import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { OPENAPI_DOCUMENT, REFERENCE_PAGES_DIR, TRANSLATIONS_DIR } from '../config/content-paths.mjs';
import { translatedPages } from '../i18n/translated-pages.mjs';

/** Next writes `output: 'export'` builds here. */
export const STATIC_EXPORT_DIR = path.resolve('out');

/** Next's own route file extensions. */
const ROUTE_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];
/** The e2e suite's test pages (`page.fixture.tsx`): routes only in a build made with TESSERA_E2E_FIXTURES=1. */
const FIXTURE_EXTENSIONS = ['fixture.tsx'];
/**
 * The REST reference's pages (`page.reference.tsx`): a static export refuses a route with no page to write, so the
 * export of a site with no reference (the bench's corpus) leaves them out.
 */
const REFERENCE_EXTENSIONS = ['reference.tsx'];
const REFERENCE_SOURCES = [REFERENCE_PAGES_DIR, OPENAPI_DOCUMENT];
/** The other locales' docs pages (`page.translated.tsx`): left out, like the reference, where nothing is translated. */
const TRANSLATED_EXTENSIONS = ['translated.tsx'];

/**
 * Whether the site under `root` has a REST reference to build.
 * @param {string} root
 */
export function hasReference(root) {
  return REFERENCE_SOURCES.some((source) => existsSync(path.join(/* turbopackIgnore: true */ root, source)));
}

/**
 * Which docs pages each locale has translated (src/i18n/translated-pages.mjs).
 * @param {string} root
 */
export const siteTranslations = (root) => translatedPages(path.join(/* turbopackIgnore: true */ root, TRANSLATIONS_DIR));

/**
 * The file extensions Next takes as routes.
 * @param {{ reference: boolean, translated: boolean, fixtures: boolean }} build
 */
export function routeExtensions({ reference, translated, fixtures }) {
  return [
    ...(fixtures ? FIXTURE_EXTENSIONS : []),
    ...(reference ? REFERENCE_EXTENSIONS : []),
    ...(translated ? TRANSLATED_EXTENSIONS : []),
    ...ROUTE_EXTENSIONS,
  ];
}

/**
 * Next's options for the export (images are already unoptimised).
 * @param {string} [root] the site's folder
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @returns {import('next').NextConfig}
 */
export function staticExportNextConfig(root = process.cwd(), env = process.env) {
  const translated = Object.keys(siteTranslations(root)).length > 0;
  return {
    output: 'export',
    pageExtensions: routeExtensions({ reference: hasReference(root), translated, fixtures: env.TESSERA_E2E_FIXTURES === '1' }),
    // Next's default, a worker fewer than the cores, renders on one worker on a 2-core machine and leaves a core idle.
    experimental: { cpus: Math.max(2, availableParallelism() - 1) },
  };
}
