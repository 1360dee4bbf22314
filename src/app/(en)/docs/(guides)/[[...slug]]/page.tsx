import { DocsArticle } from '@/docs/DocsArticle';
import { docsPageMetadata, pageOrNotFound, type SlugParams } from '@/docs/page-route';
import { docsParams } from '@/docs/source';

export const dynamicParams = false;
export const generateStaticParams = () => docsParams('guides');

export async function generateMetadata({ params }: { params: SlugParams }) {
  return docsPageMetadata((await params).slug);
}

export default async function GuidePage({ params }: { params: SlugParams }) {
  return <DocsArticle page={pageOrNotFound((await params).slug ?? [])} />;
}
