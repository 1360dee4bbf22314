// The 404 page body: says what happened and offers the way home and to search the docs.
import Link from 'next/link';
import { localePath } from '@/i18n/site-translations';
import { getTranslator } from '@/i18n/request-locale';
import styles from './views.module.css';

export function NotFoundView() {
  const t = getTranslator();
  return (
    <section className={styles.view} aria-labelledby="not-found-title">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <ul className={styles.actions}>
        <li>
          <Link href={localePath(t.locale, '/')} prefetch={false}>
            {t('notFound.home')}
          </Link>
        </li>
        <li>
          <Link href={localePath(t.locale, '/docs')} prefetch={false}>
            {t('notFound.browse')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
