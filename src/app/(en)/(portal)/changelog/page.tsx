import { ChangelogPage } from '@/docs/changelog/ChangelogPage';
import { changelogMetadata } from '@/shell/portal/portal-metadata';

export const metadata = changelogMetadata('en');

export default function Changelog() {
  return <ChangelogPage />;
}
