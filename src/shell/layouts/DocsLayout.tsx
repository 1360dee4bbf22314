// Page-level layout for guides: sidebar (a drawer on small screens), content, and the page's
// on-this-page column. The sidebar comes from the route's @sidebar slot, rendered per page.
import type { ReactNode } from 'react';
import { getTranslator } from '@/i18n/request-locale';
import { DrawerToggle } from './DrawerToggle';
import styles from './layouts.module.css';

export const DOCS_SIDEBAR_ID = 'docs-sidebar';

export function DocsLayout({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.docs}>
      <DrawerToggle controls={DOCS_SIDEBAR_ID} className={styles.drawerToggle} />
      <aside id={DOCS_SIDEBAR_ID} className={styles.docsSidebar} aria-label={getTranslator()('docs.sidebarRegion')}>
        {sidebar}
      </aside>
      <div className={styles.docsMain}>{children}</div>
    </div>
  );
}
