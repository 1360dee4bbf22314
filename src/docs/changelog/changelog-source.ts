// The changelog entries from content/changelog (server only).
import path from 'node:path';
import { changelog } from 'fumadocs-mdx:collections/server';
import { type ChangelogEntry, sortEntries } from './changelog-model';

export type ChangelogPage = (typeof changelog)[number] & ChangelogEntry;

export function changelogEntries(): ChangelogPage[] {
  return sortEntries(changelog.map((entry) => ({ ...entry, slug: path.basename(entry.info.path).replace(/\.mdx?$/, '') })));
}
