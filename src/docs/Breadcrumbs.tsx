// Where the page sits in the docs: Docs › Section › (this page).
import Link from 'next/link';
import { localePath } from '@/i18n/site-translations';
import { getTranslator } from '@/i18n/request-locale';
import type { Crumb } from './nav-model';
import styles from './DocsArticle.module.css';

export function Breadcrumbs({ crumbs, title }: { crumbs: Crumb[]; title: string }) {
  const t = getTranslator();
  return (
    <nav aria-label={t('docs.breadcrumb')} className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link href={localePath(t.locale, '/docs')} prefetch={false}>
            {t('nav.docs')}
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={`${crumb.label}-${crumb.url}`}>
            {crumb.url ? (
              <Link href={localePath(t.locale, crumb.url)} prefetch={false}>
                {crumb.label}
              </Link>
            ) : (
              crumb.label
            )}
          </li>
        ))}
        <li aria-current="page">
          <bdi>{title}</bdi>
        </li>
      </ol>
    </nav>
  );
}
