// The footer on every page: links, cookie settings, the locale switcher.
import Link from 'next/link';
import { CookieSettingsButton } from '@/consent/CookieSettingsButton';
import { LocaleSwitcher } from '@/i18n/LocaleSwitcher';
import { localePath } from '@/i18n/site-translations';
import { getTranslator } from '@/i18n/request-locale';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  const t = getTranslator();
  return (
    <footer className={styles.footer}>
      {/* Before the links: 'Cookie settings' stays the last stop before the consent banner. */}
      <LocaleSwitcher />
      <nav aria-label={t('footer.nav')}>
        <ul>
          <li>
            <Link href={localePath(t.locale, '/docs')} prefetch={false}>
              {t('nav.docs')}
            </Link>
          </li>
          <li>
            <Link href={localePath(t.locale, '/docs/reference')} prefetch={false}>
              {t('nav.apiReference')}
            </Link>
          </li>
          <li data-needs-script="">
            <CookieSettingsButton />
          </li>
        </ul>
      </nav>
      {/* The year as a string: a number argument would be grouped ('2,026'). */}
      <p>{t('footer.copyright', { year: String(new Date().getFullYear()) })}</p>
    </footer>
  );
}
