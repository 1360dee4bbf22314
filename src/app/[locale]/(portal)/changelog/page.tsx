import { ChangelogPage } from '@/docs/changelog/ChangelogPage';
import { type LocaleParams, localeOrDefault, localeOrNotFound } from '@/i18n/locale-route';
import { changelogMetadata } from '@/shell/portal/portal-metadata';

export async function generateMetadata({ params }: { params: LocaleParams }) {
  return changelogMetadata(localeOrDefault((await params).locale));
}

export default async function LocaleChangelog({ params }: { params: LocaleParams }) {
  localeOrNotFound((await params).locale);
  return <ChangelogPage />;
}
