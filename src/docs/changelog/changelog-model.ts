// Changelog entries (pure): ordering, anchors, labels, and the Atom feed document.
import { escapeText } from 'entities/escape';
import { Feed } from 'feed';

export const CHANGE_TYPES = {
  feature: 'New',
  improvement: 'Improved',
  fix: 'Fixed',
  beta: 'Beta',
  deprecation: 'Deprecated',
  breaking: 'Breaking change',
} as const;
export type ChangeType = keyof typeof CHANGE_TYPES;

export type ChangelogEntry = {
  /** File name without extension, e.g. `2026-11-03-variables-write-ga`: the entry's anchor. */
  slug: string;
  title: string;
  description?: string;
  date: string;
  type: ChangeType;
};

/** Newest first; same-day entries by slug, so the order is stable between builds. */
export function sortEntries<E extends ChangelogEntry>(entries: readonly E[]): E[] {
  return [...entries].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
}

export const entryAnchor = (entry: Pick<ChangelogEntry, 'slug'>) => entry.slug;

export type FeedSite = { origin: string; title: string; description: string };

/** The Atom 1.0 document for the changelog: one entry per change, linking to its anchor. */
export function changelogAtom(entries: readonly ChangelogEntry[], site: FeedSite): string {
  const sorted = sortEntries(entries);
  const changelogUrl = new URL('/changelog', site.origin).href;
  const feed = new Feed({
    id: changelogUrl,
    title: `${site.title} changelog`,
    description: site.description,
    link: changelogUrl,
    language: 'en',
    updated: sorted[0] ? new Date(`${sorted[0].date}T00:00:00Z`) : new Date(0),
    generator: false,
    feedLinks: { atom: new URL('/changelog/feed.xml', site.origin).href },
    copyright: `© Tessera`,
  });
  for (const entry of sorted) {
    const link = `${changelogUrl}#${entryAnchor(entry)}`;
    // The feed library writes text as type="html", so readers would render markup: escape it first.
    feed.addItem({
      id: link,
      link,
      title: escapeText(`${CHANGE_TYPES[entry.type]}: ${entry.title}`),
      description: entry.description === undefined ? undefined : escapeText(entry.description),
      date: new Date(`${entry.date}T00:00:00Z`),
      category: [{ name: entry.type, term: entry.type }],
    });
  }
  return feed.atom1();
}
