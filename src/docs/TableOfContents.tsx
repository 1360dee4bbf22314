// The on-this-page navigation of a docs page: server-rendered links, plus a tiny scroll-spy.
import type { TOCItemType } from 'fumadocs-core/toc';
import styles from './TableOfContents.module.css';
import { TOC_NAV_LABEL, TocSpy } from './TocSpy';

export function TableOfContents({ items }: { items: TOCItemType[] }) {
  return (
    <nav aria-label={TOC_NAV_LABEL} className={styles.toc}>
      <p className={styles.heading}>{TOC_NAV_LABEL}</p>
      <ul>
        {items.map((item) => (
          <li key={item.url} data-depth={item.depth}>
            <a href={item.url}>{item.title}</a>
          </li>
        ))}
      </ul>
      <TocSpy ids={items.map((item) => item.url.replace(/^#/, ''))} />
    </nav>
  );
}
