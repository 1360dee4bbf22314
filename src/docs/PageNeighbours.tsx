// Previous and next pages in reading order, at the end of every docs page.
import Link from 'next/link';
import type { Locale } from '@/i18n/locales';
import { getTranslator } from '@/i18n/request-locale';
import type { Translator } from '@/i18n/translate';
import { localeLink } from './locale-link';
import type { Neighbour } from './nav-model';
import styles from './DocsArticle.module.css';

type Direction = 'prev' | 'next';

function NeighbourLink({ to, rel, t }: { to: Neighbour; rel: Direction; t: Translator & { readonly locale: Locale } }) {
  const { href, hrefLang, mark } = localeLink(t, to.url);
  return (
    <Link href={href} hrefLang={hrefLang} rel={rel} className={styles.neighbour} data-next={rel === 'next' || undefined} prefetch={false}>
      <span className={styles.neighbourHint}>{t(rel === 'prev' ? 'docs.previous' : 'docs.next')}</span>
      <span>
        <bdi>{to.label}</bdi>
        {mark}
      </span>
    </Link>
  );
}

export function PageNeighbours({ previous, next }: { previous: Neighbour | null; next: Neighbour | null }) {
  if (!previous && !next) return null;
  const t = getTranslator();
  return (
    <nav aria-label={t('docs.previousNext')} className={styles.neighbours}>
      {previous ? <NeighbourLink to={previous} rel="prev" t={t} /> : <span />}
      {next ? <NeighbourLink to={next} rel="next" t={t} /> : null}
    </nav>
  );
}
