// Page-level layout for guides: sidebar, content, and the page's on-this-page column.
import type { ReactNode } from 'react';
import styles from './layouts.module.css';

export function DocsLayout({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.docs}>
      <aside className={styles.docsSidebar}>{sidebar}</aside>
      <div className={styles.docsMain}>{children}</div>
    </div>
  );
}
