// The docs' route pairs (src/i18n/route-pair.ts): each spec serves its src/app/(en)/… route file and
// the src/app/[locale]/… twin. The route files only re-export these.
import type { Locale } from '@/i18n/locales';
import { localisedPage } from '@/i18n/route-pair';
import { hasOwnPage } from '@/i18n/site-translations';
import { ChangelogPage } from './changelog/ChangelogPage';
import { changelogMetadata } from '@/shell/portal/portal-metadata';
import { DocsArticle } from './DocsArticle';
import { docsPageMetadata, pageOrNotFound } from './page-route';
import { referenceMetadata, referenceParams, ReferenceRoutePage } from './reference-route';
import { Sidebar } from './Sidebar';
import { docsParams } from './source';

type SlugOnly = { slug?: string[] };

const guides = () => docsParams('guides');
/** The guides a locale has translated: only those are written under its prefix. */
const translatedGuides = (locale: Locale, english: SlugOnly[]) =>
  english.filter(({ slug }) => hasOwnPage(locale, pageOrNotFound(slug ?? []).url));

/** /docs/… guide pages. */
export const guideRoutes = localisedPage<SlugOnly>({
  params: guides,
  paramNames: ['slug'],
  translated: translatedGuides,
  metadata: ({ slug }, locale) => docsPageMetadata(slug, locale),
  render: ({ slug }) => <DocsArticle page={pageOrNotFound(slug ?? [])} />,
});

/** The guides' sidebar slot, for the same pages. */
export const guideSidebarRoutes = localisedPage<SlugOnly>({
  params: guides,
  paramNames: ['slug'],
  translated: translatedGuides,
  render: ({ slug }) => <Sidebar currentUrl={pageOrNotFound(slug ?? []).url} />,
});

/** /docs/reference/… pages: MDX pages and the OpenAPI document's tags, in English only (src/i18n/translated-pages.mjs). */
export const referenceRoutes = localisedPage<SlugOnly>({
  params: referenceParams,
  paramNames: ['slug'],
  metadata: ({ slug }, locale) => referenceMetadata(slug, locale),
  render: ({ slug }) => <ReferenceRoutePage slug={slug} />,
});

/** /changelog. */
export const changelogRoutes = localisedPage({
  metadata: (_params, locale) => changelogMetadata(locale),
  render: () => <ChangelogPage />,
});
