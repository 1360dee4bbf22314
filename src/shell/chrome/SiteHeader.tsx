// The header on every page: skip link, logo home, primary navigation, search and theme. From 320 px up
// it fits the screen: below the medium breakpoint the links move behind a menu button, and below the
// small one search shows as an icon.
import Link from 'next/link';
import { SearchButton } from '@/search/SearchButton';
import { localePath } from '@/i18n/site-translations';
import { getTranslator } from '@/i18n/request-locale';
import { ThemeMenu } from '@/theme/ThemeMenu';
import { PRIMARY_NAV, SITE_NAME } from '@/config/site';
import { Logo } from './Logo';
import { NavMenu } from './NavMenu';
import styles from './SiteHeader.module.css';

export function SiteHeader() {
  const t = getTranslator();
  const href = (path: string) => localePath(t.locale, path);
  const items = PRIMARY_NAV.map((item) => ({ href: href(item.href), label: t(item.label) }));
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
          {items.map((item) => (
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
        <NavMenu label={t('header.navMenu')} navLabel={t('header.mainNav')} items={items} />
      </div>
    </header>
  );
}
