import { DocsArticle } from '@/docs/DocsArticle';
import { pageMetadata, pageOrNotFound, type SlugParams } from '@/docs/page-route';
import { docsParams, REFERENCE_FOLDER } from '@/docs/source';

export const dynamicParams = false;
export const generateStaticParams = () => docsParams('reference');

const slugsOf = async (params: SlugParams) => [REFERENCE_FOLDER, ...((await params).slug ?? [])];

export async function generateMetadata({ params }: { params: SlugParams }) {
  return pageMetadata(pageOrNotFound(await slugsOf(params)));
}

export default async function ReferencePage({ params }: { params: SlugParams }) {
  return <DocsArticle page={pageOrNotFound(await slugsOf(params))} wide />;
}
