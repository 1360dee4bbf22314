import { existsSync } from 'node:fs';
import type { Metadata } from 'next';
import { DocsArticle } from '@/docs/DocsArticle';
import { OPENAPI_FILE, openApi } from '@/docs/openapi/load-openapi';
import { referenceTags } from '@/docs/openapi/openapi-model';
import { ReferenceTagPage } from '@/docs/openapi/ReferenceTagPage';
import { pageMetadata, pageOrNotFound, type SlugParams } from '@/docs/page-route';
import { socialCardUrl } from '@/docs/social-cards';
import { docsParams, REFERENCE_FOLDER, source } from '@/docs/source';

export const dynamicParams = false;

/** The tags of the OpenAPI document, each a generated page; none when the document is absent. */
async function tags() {
  return existsSync(OPENAPI_FILE) ? referenceTags((await openApi()).resolved) : [];
}

export async function generateStaticParams() {
  return [...docsParams('reference'), ...(await tags()).map((tag) => ({ slug: [tag.slug] }))];
}

/** An MDX page under content/docs/reference wins; otherwise a tag of the OpenAPI document. */
async function resolve(params: SlugParams) {
  const slugs = [REFERENCE_FOLDER, ...((await params).slug ?? [])];
  const tag = !source.getPage(slugs) && slugs.length === 2 ? (await tags()).find((entry) => entry.slug === slugs[1]) : undefined;
  return tag ? ({ kind: 'tag', tag } as const) : ({ kind: 'mdx', mdx: pageOrNotFound(slugs) } as const);
}

export async function generateMetadata({ params }: { params: SlugParams }): Promise<Metadata> {
  const page = await resolve(params);
  if (page.kind === 'mdx') return pageMetadata(page.mdx);
  return {
    title: `${page.tag.name} · REST API reference`,
    description: `${page.tag.name} endpoints of the Tessera REST API: ${page.tag.operations.map((operation) => operation.operation.summary).join(', ')}.`.slice(0, 300),
    alternates: { canonical: page.tag.url },
    openGraph: { type: 'article', title: `${page.tag.name} · REST API reference`, url: page.tag.url, images: [socialCardUrl(page.tag.url)] },
    twitter: { card: 'summary_large_image' },
  };
}

export default async function ReferencePage({ params }: { params: SlugParams }) {
  const page = await resolve(params);
  if (page.kind === 'mdx') return <DocsArticle page={page.mdx} wide />;
  return <ReferenceTagPage api={await openApi()} tag={page.tag} />;
}
