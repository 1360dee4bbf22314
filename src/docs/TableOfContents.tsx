// The on-this-page navigation of a docs page: server-rendered links, plus a tiny scroll-spy.
import type { TOCItemType } from 'fumadocs-core/toc';
import styles from './TableOfContents.module.css';
import { getTranslator } from '@/i18n/request-locale';
import { TocSpy } from './TocSpy';

export function TableOfContents({ items }: { items: TOCItemType[] }) {
  const label = getTranslator()('docs.onThisPage');
  return (
    <nav aria-label={label} className={styles.toc} data-toc="">
      <p className={styles.heading}>{label}</p>
      <ul>
        {items.map((item) => (
          <li key={item.url} data-depth={item.depth}>
            {/* Headings may be English on a right-to-left page: <bdi> keeps their own direction. */}
            <a href={item.url}>
              <bdi>{item.title}</bdi>
            </a>
          </li>
        ))}
      </ul>
      <TocSpy ids={items.map((item) => item.url.replace(/^#/, ''))} />
    </nav>
  );
}
