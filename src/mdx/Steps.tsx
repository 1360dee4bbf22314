// Numbered steps for procedures: each step a heading-like title and its content.
import type { ReactNode } from 'react';
import styles from './mdx.module.css';

export function Steps({ children }: { children: ReactNode }) {
  return <ol className={styles.steps}>{children}</ol>;
}

export function Step({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li className={styles.step}>
      <p className={styles.stepTitle}>{title}</p>
      <div>{children}</div>
    </li>
  );
}
