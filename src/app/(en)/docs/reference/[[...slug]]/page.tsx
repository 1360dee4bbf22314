import { referenceMetadata, referenceParams, ReferenceRoutePage } from '@/docs/reference-route';
import type { SlugParams } from '@/docs/page-route';

export const dynamicParams = false;
export const generateStaticParams = referenceParams;

export async function generateMetadata({ params }: { params: SlugParams }) {
  return referenceMetadata((await params).slug);
}

export default async function ReferencePage({ params }: { params: SlugParams }) {
  return <ReferenceRoutePage slug={(await params).slug} />;
}
