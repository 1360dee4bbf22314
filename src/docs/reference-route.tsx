// What the API reference route files share (every locale): an MDX page under
// content/docs/reference wins; otherwise a tag of the OpenAPI document, generated.
import { existsSync } from 'node:fs';
import type { Metadata } from 'next';
import { localeAlternates } from '@/i18n/alternates';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { apiChanges } from './api-changes';
import { API_CHANGES_FEED_URL, API_CHANGES_URL } from '../api-reference/openapi-model';
import { ApiChangesPage } from '../api-reference/ApiChangesPage';
import { API_CHANGES_DESCRIPTION, API_CHANGES_TITLE } from '../api-reference/changes-page-text';
import { DocsArticle } from './DocsArticle';
import { docsPageMetadata, pageOrNotFound } from './page-route';
import { socialCardUrl } from './social-cards';
import { docsParams, REFERENCE_FOLDER, source } from './source';
import { OPENAPI_FILE, openApi } from '../api-reference/load-openapi';
import { referenceTags } from '../api-reference/openapi-model';
import { ReferenceTagPage } from '../api-reference/ReferenceTagPage';

/** The tags of the OpenAPI document, each a generated page; none when the document is absent. */
async function tags() {
  return existsSync(OPENAPI_FILE) ? referenceTags((await openApi()).resolved) : [];
}

/** /docs/reference/changes, when the API has a history. */
const CHANGES_SLUG = API_CHANGES_URL.split('/').at(-1) ?? '';
const hasChanges = async () => (await apiChanges()).since !== null;
const isChanges = (slug: string[] | undefined) => slug?.length === 1 && slug[0] === CHANGES_SLUG;

export async function referenceParams(): Promise<{ slug: string[] }[]> {
  return [
    ...docsParams('reference'),
    ...(await tags()).map((tag) => ({ slug: [tag.slug] })),
    ...((await hasChanges()) ? [{ slug: [CHANGES_SLUG] }] : []),
  ];
}

async function findTag(slug: string[] = []) {
  const slugs = [REFERENCE_FOLDER, ...slug];
  return !source.getPage(slugs) && slugs.length === 2 ? (await tags()).find((entry) => entry.slug === slugs[1]) : undefined;
}

export async function referenceMetadata(slug: string[] | undefined, locale: Locale = DEFAULT_LOCALE): Promise<Metadata> {
  if (isChanges(slug) && (await hasChanges())) {
    const alternates = localeAlternates(locale, API_CHANGES_URL);
    const title = `${API_CHANGES_TITLE} · REST API reference`;
    return {
      title,
      description: API_CHANGES_DESCRIPTION,
      alternates: { ...alternates, types: { 'application/atom+xml': API_CHANGES_FEED_URL } },
      openGraph: { type: 'article', title, url: alternates.canonical, images: [socialCardUrl(API_CHANGES_URL)] },
      twitter: { card: 'summary_large_image' },
    };
  }
  const tag = await findTag(slug);
  if (!tag) return docsPageMetadata([REFERENCE_FOLDER, ...(slug ?? [])], locale);
  const alternates = localeAlternates(locale, tag.url);
  return {
    title: `${tag.name} · REST API reference`,
    description:
      `${tag.name} endpoints of the Tessera REST API: ${tag.operations.map((operation) => operation.operation.summary).join(', ')}.`.slice(
        0,
        300,
      ),
    alternates,
    openGraph: { type: 'article', title: `${tag.name} · REST API reference`, url: alternates.canonical, images: [socialCardUrl(tag.url)] },
    twitter: { card: 'summary_large_image' },
  };
}

export async function ReferenceRoutePage({ slug }: { slug: string[] | undefined }) {
  if (isChanges(slug) && (await hasChanges())) {
    return <ApiChangesPage history={await apiChanges()} tags={await tags()} feedUrl={API_CHANGES_FEED_URL} />;
  }
  const tag = await findTag(slug);
  if (!tag) return <DocsArticle page={pageOrNotFound([REFERENCE_FOLDER, ...(slug ?? [])])} wide />;
  return <ReferenceTagPage api={await openApi()} tag={tag} history={await apiChanges()} />;
}
