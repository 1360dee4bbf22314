import type { Metadata } from 'next';
import { ChangelogPage } from '@/docs/changelog/ChangelogPage';

export const metadata: Metadata = {
  title: 'Changelog',
  description: 'What changed in the Tessera REST API, plugin API, webhooks and embeds.',
  alternates: { canonical: '/changelog', types: { 'application/atom+xml': '/changelog/feed.xml' } },
};

export default function Changelog() {
  return <ChangelogPage />;
}
