// The docs navigation for one page, rendered on the server from the content tree as plain links:
// sections are <details> (collapsible without JavaScript), the current section open, the page marked.
import Link from 'next/link';
import { type Locale } from '@/i18n/locales';
import { localePath } from '@/i18n/site-translations';
import { localeLink } from './locale-link';
import { getTranslator } from '@/i18n/request-locale';
import type { Translator } from '@/i18n/translate';
import { navLabelIn } from './nav-label';
import { localNavLabel } from './section-labels';
import { type SidebarEntry, sidebarEntries } from './nav-model';
import styles from './Sidebar.module.css';
import { source } from './source';

function Entries({ entries, t }: { entries: SidebarEntry[]; t: Translator & { readonly locale: Locale } }) {
  const locale = t.locale;
  return entries.map((entry, index) => {
    if (entry.type === 'separator') {
      return (
        <li key={`separator-${index}`} className={styles.separator}>
          {entry.label}
        </li>
      );
    }
    if (entry.type === 'more') {
      // A large level's left-out entries: the link opens the nearest one, and the list recentres there.
      const label = t(entry.direction === 'earlier' ? 'docs.sidebarEarlier' : 'docs.sidebarLater', { count: entry.count });
      return (
        <li key={`more-${entry.direction}`}>
          {entry.url ? (
            <Link href={localePath(locale, entry.url)} className={styles.moreLink} data-direction={entry.direction} prefetch={false}>
              {label}
            </Link>
          ) : (
            <span className={styles.moreLink}>{label}</span>
          )}
        </li>
      );
    }
    if (entry.type === 'link') {
      const { href, hrefLang, mark } = localeLink(t, entry.url);
      return (
        <li key={entry.url}>
          <Link href={href} hrefLang={hrefLang} className={styles.link} aria-current={entry.current ? 'page' : undefined} prefetch={false}>
            <bdi>{entry.label}</bdi>
            {mark}
          </Link>
        </li>
      );
    }
    if (!entry.children) {
      // A large tree sends other sections as a link to their first page.
      return (
        <li key={`section-${entry.label}`}>
          <Link href={entry.firstUrl ? localePath(locale, entry.firstUrl) : '#'} className={styles.sectionLink} prefetch={false}>
            {entry.label}
          </Link>
        </li>
      );
    }
    return (
      <li key={`section-${entry.label}`}>
        <details className={styles.section} open={entry.open}>
          <summary className={styles.sectionTitle}>{entry.label}</summary>
          <ul>
            <Entries entries={entry.children} t={t} />
          </ul>
        </details>
      </li>
    );
  });
}

export function Sidebar({ currentUrl, tree = source.pageTree }: { currentUrl: string; tree?: typeof source.pageTree }) {
  const t = getTranslator();
  return (
    <nav aria-label={t('docs.sidebarNav')} className={styles.sidebar}>
      <ul>
        <Entries entries={sidebarEntries(tree, currentUrl, localNavLabel(t, navLabelIn(t.locale)))} t={t} />
      </ul>
    </nav>
  );
}
