// The header on every page: skip link, logo home, primary navigation.
import Link from 'next/link';
import { SearchButton } from '@/docs/search/SearchButton';
import { localizedPath } from '@/i18n/locales';
import { getTranslator } from '@/i18n/request-locale';
import { ThemeMenu } from '@/theme/ThemeMenu';
import { PRIMARY_NAV, SITE_NAME } from '../site';
import { Logo } from './Logo';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  const t = getTranslator();
  const href = (path: string) => localizedPath(t.locale, path);
  return (
    <header className={styles.header}>
      <a href="#content" className={styles.skip}>
        {t('header.skipToContent')}
      </a>
      {/* Named by the label too: small screens hide the text and show the logo alone. */}
      <Link href={href('/')} className={styles.brand} prefetch={false} aria-label={SITE_NAME}>
        <Logo />
        <span>{SITE_NAME}</span>
      </Link>
      <nav aria-label={t('header.mainNav')} className={styles.nav}>
        <ul>
          {PRIMARY_NAV.map((item) => (
            <li key={item.href}>
              <Link href={href(item.href)} prefetch={false}>
                {t(item.label)}
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
