// The docs content source: MDX under content/docs, loaded through fumadocs (server only).
import { loader } from 'fumadocs-core/source';
import { docs } from 'fumadocs-mdx:collections/dynamic';
import { inPathOrder } from './path-order';

export const DOCS_BASE_URL = '/docs';
/** Pages under this folder use the full-width reference layout instead of the guides layout. */
export const REFERENCE_FOLDER = 'reference';

export const source = loader({ baseUrl: DOCS_BASE_URL, source: inPathOrder(docs.toFumadocsSource()) });

export type DocsPage = NonNullable<ReturnType<typeof source.getPage>>;

export const isReferenceSlug = (slugs: readonly string[]) => slugs[0] === REFERENCE_FOLDER;

/** Static params for one of the two docs route trees (guides, or reference under /docs/reference), of the pages `keep` keeps. */
export function docsParams(kind: 'guides' | 'reference', keep: (page: DocsPage) => boolean = () => true): { slug: string[] }[] {
  return source
    .getPages()
    .filter((page) => isReferenceSlug(page.slugs) === (kind === 'reference') && keep(page))
    .map((page) => ({ slug: kind === 'reference' ? page.slugs.slice(1) : page.slugs }));
}
