import { describe, expect, it } from 'vitest';
import { formatDay } from '@/i18n/digits';
import { changelogAtom, sortEntries } from './changelog-model';

const entries = [
  { slug: '2026-09-01-a', title: 'Older', date: '2026-09-01', type: 'fix' as const },
  { slug: '2026-11-03-b', title: 'Newest <b>', date: '2026-11-03', type: 'breaking' as const, description: 'x & y' },
  { slug: '2026-11-03-a', title: 'Same day', date: '2026-11-03', type: 'feature' as const },
];

describe('changelog', () => {
  it('sorts newest first, same-day entries by slug', () => {
    expect(sortEntries(entries).map((entry) => entry.slug)).toEqual(['2026-11-03-a', '2026-11-03-b', '2026-09-01-a']);
  });

  it('formats days without time-zone drift', () => {
    expect(formatDay('en', '2026-11-03')).toBe('3 November 2026');
    expect(formatDay('en', '2026-01-01')).toBe('1 January 2026');
  });

  it('writes a valid Atom feed with escaped text and links to anchors', () => {
    const xml = changelogAtom(entries, { origin: 'https://developers.tessera.design', title: 'Tessera Developers', description: 'd' });
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain('<id>https://developers.tessera.design/changelog</id>');
    expect(xml).toContain('<updated>2026-11-03T00:00:00.000Z</updated>');
    expect(xml).toContain('https://developers.tessera.design/changelog#2026-11-03-b');
    // Titles are type="html": markup from frontmatter arrives escaped, as text.
    expect(xml).toContain('Breaking change: Newest &lt;b&gt;');
    expect(xml).toContain('x &amp; y');
    expect(xml).not.toContain('<b>');
    expect(xml.match(/<entry>/g)).toHaveLength(3);
  });
});
