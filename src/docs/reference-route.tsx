// What the API reference route files share (every locale): an MDX page under
// content/docs/reference wins; otherwise a tag of the OpenAPI document, generated.
import { existsSync } from 'node:fs';
import type { Metadata } from 'next';
import { localeAlternates } from '@/i18n/alternates';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
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

export async function referenceParams(): Promise<{ slug: string[] }[]> {
  return [...docsParams('reference'), ...(await tags()).map((tag) => ({ slug: [tag.slug] }))];
}

async function findTag(slug: string[] = []) {
  const slugs = [REFERENCE_FOLDER, ...slug];
  return !source.getPage(slugs) && slugs.length === 2 ? (await tags()).find((entry) => entry.slug === slugs[1]) : undefined;
}

export async function referenceMetadata(slug: string[] | undefined, locale: Locale = DEFAULT_LOCALE): Promise<Metadata> {
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
  const tag = await findTag(slug);
  if (!tag) return <DocsArticle page={pageOrNotFound([REFERENCE_FOLDER, ...(slug ?? [])])} wide />;
  return <ReferenceTagPage api={await openApi()} tag={tag} />;
}
