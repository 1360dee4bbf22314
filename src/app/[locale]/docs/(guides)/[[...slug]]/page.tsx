import { DocsArticle } from '@/docs/DocsArticle';
import { docsPageMetadata, type LocaleSlugParams, pageOrNotFound } from '@/docs/page-route';
import { docsParams } from '@/docs/source';
import { localeOrDefault, localeOrNotFound } from '@/i18n/locale-route';

export const dynamicParams = false;
export const generateStaticParams = () => docsParams('guides');

export async function generateMetadata({ params }: { params: LocaleSlugParams }) {
  const { locale, slug } = await params;
  return docsPageMetadata(slug, localeOrDefault(locale));
}

export default async function LocaleGuidePage({ params }: { params: LocaleSlugParams }) {
  const { locale, slug } = await params;
  localeOrNotFound(locale);
  return <DocsArticle page={pageOrNotFound(slug ?? [])} />;
}
