// The 404 page body: says what happened and offers the way home and to search the docs.
import Link from 'next/link';
import styles from './views.module.css';

export function NotFoundView() {
  return (
    <section className={styles.view} aria-labelledby="not-found-title">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <ul className={styles.actions}>
        <li>
          <Link href="/" prefetch={false}>
            Go to the home page
          </Link>
        </li>
        <li>
          <Link href="/docs" prefetch={false}>
            Browse the docs
          </Link>
        </li>
      </ul>
    </section>
  );
}
