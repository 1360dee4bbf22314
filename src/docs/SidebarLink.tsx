'use client';
// A sidebar link that marks itself as the current page.
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import styles from './Sidebar.module.css';

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);

export function SidebarLink({ href, children }: { href: string; children: ReactNode }) {
  const current = trimSlash(usePathname() ?? '') === trimSlash(href);
  return (
    <Link href={href} className={styles.link} aria-current={current ? 'page' : undefined} prefetch={false}>
      {children}
    </Link>
  );
}
