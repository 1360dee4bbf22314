import { referenceMetadata, referenceParams, ReferenceRoutePage } from '@/docs/reference-route';
import { localeCopyParams, type LocaleSlugParams } from '@/docs/page-route';
import { localeOrDefault, localeOrNotFound } from '@/i18n/locale-route';

export const generateStaticParams = async () => localeCopyParams(await referenceParams());

export async function generateMetadata({ params }: { params: LocaleSlugParams }) {
  const { locale, slug } = await params;
  return referenceMetadata(slug, localeOrDefault(locale));
}

export default async function LocaleReferencePage({ params }: { params: LocaleSlugParams }) {
  const { locale, slug } = await params;
  localeOrNotFound(locale);
  return <ReferenceRoutePage slug={slug} />;
}
