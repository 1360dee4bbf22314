// Page-level layout for guides: sidebar (a drawer behind a Menu button on small screens), content, and
// the page's on-this-page column. The sidebar comes from the route's @sidebar slot, rendered per page.
import type { ReactNode } from 'react';
import { getTranslator } from '@/i18n/request-locale';
import { Drawer } from '@/kit/drawer/Drawer';
import styles from './layouts.module.css';

export const DOCS_SIDEBAR_ID = 'docs-sidebar';

export function DocsLayout({ sidebar, children }: { sidebar: ReactNode; children: ReactNode }) {
  const t = getTranslator();
  return (
    <div className={styles.docs}>
      <Drawer
        id={DOCS_SIDEBAR_ID}
        label={t('docs.sidebarRegion')}
        menuLabel={t('drawer.menu')}
        columnFrom={900}
        className={styles.docsSidebar}
        toggleClassName={styles.drawerToggle}
      >
        {sidebar}
      </Drawer>
      <div className={styles.docsMain}>{children}</div>
    </div>
  );
}
