// The header on every page: skip link, logo home, primary navigation.
import Link from 'next/link';
import { SearchButton } from '@/docs/search/SearchButton';
import { ThemeMenu } from '@/theme/ThemeMenu';
import { PRIMARY_NAV, SITE_NAME } from '../site';
import { Logo } from './Logo';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <a href="#content" className={styles.skip}>
        Skip to content
      </a>
      {/* Named by the label too: small screens hide the text and show the logo alone. */}
      <Link href="/" className={styles.brand} prefetch={false} aria-label={SITE_NAME}>
        <Logo />
        <span>{SITE_NAME}</span>
      </Link>
      <nav aria-label="Main" className={styles.nav}>
        <ul>
          {PRIMARY_NAV.map((item) => (
            <li key={item.href}>
              <Link href={item.href} prefetch={false}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.tools}>
        <SearchButton />
        <ThemeMenu />
      </div>
    </header>
  );
}
