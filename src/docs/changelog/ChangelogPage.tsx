// The /changelog page: dated entries, newest first, each with its kind and an anchor to link to.
// Entries are English content; on a page in another locale they are marked so (lang, dir).
import { formatDay } from '@/i18n/digits';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { getTranslator } from '@/i18n/request-locale';
import { mdxComponents } from '../../mdx/components';
import { entryAnchor } from './changelog-model';
import styles from './ChangelogPage.module.css';
import { changelogEntries } from './changelog-source';

export function ChangelogPage() {
  const entries = changelogEntries();
  const t = getTranslator();
  const english = t.locale === DEFAULT_LOCALE ? {} : ({ lang: DEFAULT_LOCALE, dir: 'ltr' } as const);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>{t('changelog.title')}</h1>
        <p>
          {t.rich('changelog.lede', {
            feed: (chunks) => (
              <a key="feed" href="/changelog/feed.xml">
                {chunks}
              </a>
            ),
          })}
        </p>
      </header>
      <ol className={styles.entries}>
        {entries.map((entry) => {
          const Body = entry.body;
          return (
            <li key={entry.slug} className={styles.entry}>
              <article aria-labelledby={entryAnchor(entry)}>
                <p className={styles.meta}>
                  <time dateTime={entry.date}>{formatDay(t.locale, entry.date)}</time>
                  <span className={styles.type} data-type={entry.type}>
                    {t(`changelog.${entry.type}`)}
                  </span>
                </p>
                <h2 id={entryAnchor(entry)} className={styles.title} {...english}>
                  <a href={`#${entryAnchor(entry)}`}>{entry.title}</a>
                </h2>
                <div className="prose" {...english}>
                  <Body components={mdxComponents} />
                </div>
              </article>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
