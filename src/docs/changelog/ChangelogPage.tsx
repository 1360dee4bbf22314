// The /changelog page: dated entries, newest first, each with its kind and an anchor to link to.
import { mdxComponents } from '../mdx/components';
import { CHANGE_TYPES, entryAnchor, formatEntryDate } from './changelog-model';
import styles from './ChangelogPage.module.css';
import { changelogEntries } from './changelog-source';

export function ChangelogPage() {
  const entries = changelogEntries();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1>Changelog</h1>
        <p>
          What changed in the Tessera developer platform. Breaking changes and deprecations are marked.{' '}
          <a href="/changelog/feed.xml">Subscribe with Atom</a>.
        </p>
      </header>
      <ol className={styles.entries} data-pagefind-body>
        <span hidden data-pagefind-meta="section">
          Changelog
        </span>
        {entries.map((entry) => {
          const Body = entry.body;
          return (
            <li key={entry.slug} className={styles.entry}>
              <article aria-labelledby={entryAnchor(entry)}>
                <p className={styles.meta}>
                  <time dateTime={entry.date}>{formatEntryDate(entry.date)}</time>
                  <span className={styles.type} data-type={entry.type}>
                    {CHANGE_TYPES[entry.type]}
                  </span>
                </p>
                <h2 id={entryAnchor(entry)} className={styles.title}>
                  <a href={`#${entryAnchor(entry)}`}>{entry.title}</a>
                </h2>
                <div className="prose">
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
