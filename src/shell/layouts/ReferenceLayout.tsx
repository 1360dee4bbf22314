// Page-level layout for the API reference: full width, so schemas and samples sit side by side.
import type { ReactNode } from 'react';
import styles from './layouts.module.css';

export function ReferenceLayout({ children }: { children: ReactNode }) {
  return <div className={styles.reference}>{children}</div>;
}
