import { type LocaleParams, localeOrDefault, localeOrNotFound } from '@/i18n/locale-route';
import { homeMetadata } from '@/shell/portal/portal-metadata';
import { PortalHome } from '@/shell/portal/PortalHome';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return homeMetadata(localeOrDefault((await params).locale));
}

export default async function LocaleHomePage({ params }: { params: LocaleParams }) {
  localeOrNotFound((await params).locale);
  return <PortalHome />;
}
