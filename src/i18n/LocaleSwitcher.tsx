'use client';
// The footer's locale switcher: the current page in each locale that has it, else that locale's home,
// as plain links (they work without JavaScript, and crawlers follow them). Each link names its language in that language.
import { usePathname } from 'next/navigation';
import { useLocale, useMessages } from './I18nProvider';
import { LOCALE_NAMES, LOCALES, splitLocalePath } from './locales';
import { hasOwnPage, localePath } from './site-translations';
import styles from './LocaleSwitcher.module.css';

export function LocaleSwitcher() {
  const current = useLocale();
  const message = useMessages();
  const { path } = splitLocalePath(usePathname() ?? '/');
  return (
    <nav aria-label={message('locale.switcher')}>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localePath(locale, hasOwnPage(locale, path) ? path : '/')}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={styles.link}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
