import { localeCopyParams, type LocaleSlugParams, pageOrNotFound } from '@/docs/page-route';
import { docsParams } from '@/docs/source';
import { Sidebar } from '@/docs/Sidebar';
import { localeOrNotFound } from '@/i18n/locale-route';

export const generateStaticParams = () => localeCopyParams(docsParams('guides'));

export default async function LocaleSidebarSlot({ params }: { params: LocaleSlugParams }) {
  const { locale, slug } = await params;
  localeOrNotFound(locale);
  return <Sidebar currentUrl={pageOrNotFound(slug ?? []).url} />;
}
