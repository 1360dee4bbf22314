// The on-this-page navigation of a docs page (server-rendered links; scroll-spy comes with the docs engine).
import type { TOCItemType } from 'fumadocs-core/toc';
import styles from './TableOfContents.module.css';

export function TableOfContents({ items }: { items: TOCItemType[] }) {
  return (
    <nav aria-label="On this page" className={styles.toc}>
      <p className={styles.heading}>On this page</p>
      <ul>
        {items.map((item) => (
          <li key={item.url} data-depth={item.depth}>
            <a href={item.url}>{item.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
