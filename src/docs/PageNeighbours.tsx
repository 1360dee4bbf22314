// Previous and next pages in reading order, at the end of every docs page.
import Link from 'next/link';
import type { Neighbour } from './nav-model';
import styles from './DocsArticle.module.css';

export function PageNeighbours({ previous, next }: { previous: Neighbour | null; next: Neighbour | null }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Previous and next pages" className={styles.neighbours}>
      {previous ? (
        <Link href={previous.url} rel="prev" className={styles.neighbour} prefetch={false}>
          <span className={styles.neighbourHint}>Previous</span>
          <span>{previous.label}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link href={next.url} rel="next" className={styles.neighbour} data-next prefetch={false}>
          <span className={styles.neighbourHint}>Next</span>
          <span>{next.label}</span>
        </Link>
      ) : null}
    </nav>
  );
}
