'use client';
// The footer's locale switcher: the current page in every locale, as plain links (they work
// without JavaScript, and crawlers follow them). Each link names its language in that language.
import { usePathname } from 'next/navigation';
import { useLocale, useMessages } from './I18nProvider';
import { hasLocalePages, LOCALE_NAMES, LOCALES, localizedPath, splitLocalePath } from './locales';
import styles from './LocaleSwitcher.module.css';

export function LocaleSwitcher() {
  const current = useLocale();
  const message = useMessages();
  const { path: currentPath } = splitLocalePath(usePathname() ?? '/');
  // A page only en has (the design kit) switches to the other locale's home page.
  const path = hasLocalePages(currentPath) ? currentPath : '/';
  return (
    <nav aria-label={message('locale.switcher')}>
      <ul>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(locale, path)}
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
