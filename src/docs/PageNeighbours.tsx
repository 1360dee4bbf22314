// Previous and next pages in reading order, at the end of every docs page.
import Link from 'next/link';
import { localizedPath } from '@/i18n/locales';
import { getTranslator } from '@/i18n/request-locale';
import type { Neighbour } from './nav-model';
import styles from './DocsArticle.module.css';

export function PageNeighbours({ previous, next }: { previous: Neighbour | null; next: Neighbour | null }) {
  if (!previous && !next) return null;
  const t = getTranslator();
  return (
    <nav aria-label={t('docs.previousNext')} className={styles.neighbours}>
      {previous ? (
        <Link href={localizedPath(t.locale, previous.url)} rel="prev" className={styles.neighbour} prefetch={false}>
          <span className={styles.neighbourHint}>{t('docs.previous')}</span>
          <bdi>{previous.label}</bdi>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={localizedPath(t.locale, next.url)} rel="next" className={styles.neighbour} data-next prefetch={false}>
          <span className={styles.neighbourHint}>{t('docs.next')}</span>
          <bdi>{next.label}</bdi>
        </Link>
      ) : null}
    </nav>
  );
}
