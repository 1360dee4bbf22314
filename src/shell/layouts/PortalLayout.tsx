// Page-level layout for the portal: full-bleed sections, no sidebar.
import type { ReactNode } from 'react';
import styles from './layouts.module.css';

export function PortalLayout({ children }: { children: ReactNode }) {
  return <div className={styles.portal}>{children}</div>;
}
