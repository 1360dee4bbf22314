import { type LocaleParams, localeOrDefault, localeOrNotFound, localeParams } from '@/i18n/locale-route';
import { notFoundMetadata } from '@/shell/portal/portal-metadata';
import { NotFoundView } from '@/shell/views/NotFoundView';

// Each locale's 404 page, prerendered as /<locale>/404 for hosts that serve a 404 page per folder.
// A missing URL itself gets src/app/not-found.tsx (status 404, default locale).
export const generateStaticParams = localeParams;

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return notFoundMetadata(localeOrDefault((await params).locale));
}

export default async function LocaleNotFoundPage({ params }: { params: LocaleParams }) {
  localeOrNotFound((await params).locale);
  return <NotFoundView />;
}
