// Link cards for "where next" grids.
import Link from 'next/link';
import type { ReactNode } from 'react';
import styles from './mdx.module.css';

export function Cards({ children }: { children: ReactNode }) {
  return <ul className={styles.cards}>{children}</ul>;
}

export function Card({ title, href, children }: { title: string; href: string; children?: ReactNode }) {
  return (
    <li className={styles.card}>
      <Link href={href} prefetch={false} className={styles.cardLink}>
        {title}
      </Link>
      {children ? <div className={styles.cardText}>{children}</div> : null}
    </li>
  );
}
