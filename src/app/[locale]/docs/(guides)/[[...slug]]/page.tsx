import { DocsArticle } from '@/docs/DocsArticle';
import { docsPageMetadata, localeCopyParams, type LocaleSlugParams, pageOrNotFound } from '@/docs/page-route';
import { docsParams } from '@/docs/source';
import { localeOrDefault, localeOrNotFound } from '@/i18n/locale-route';

// In a server build each locale copy renders on its first request (src/i18n/prerender-params.ts).
export const generateStaticParams = () => localeCopyParams(docsParams('guides'));

export async function generateMetadata({ params }: { params: LocaleSlugParams }) {
  const { locale, slug } = await params;
  return docsPageMetadata(slug, localeOrDefault(locale));
}

export default async function LocaleGuidePage({ params }: { params: LocaleSlugParams }) {
  const { locale, slug } = await params;
  localeOrNotFound(locale);
  return <DocsArticle page={pageOrNotFound(slug ?? [])} />;
}
