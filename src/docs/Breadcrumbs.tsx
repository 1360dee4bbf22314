// Where the page sits in the docs: Docs › Section › (this page).
import Link from 'next/link';
import type { Crumb } from './nav-model';
import styles from './DocsArticle.module.css';

export function Breadcrumbs({ crumbs, title }: { crumbs: Crumb[]; title: string }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        <li>
          <Link href="/docs" prefetch={false}>
            Docs
          </Link>
        </li>
        {crumbs.map((crumb) => (
          <li key={`${crumb.label}-${crumb.url}`}>{crumb.url ? <Link href={crumb.url} prefetch={false}>{crumb.label}</Link> : crumb.label}</li>
        ))}
        <li aria-current="page">{title}</li>
      </ol>
    </nav>
  );
}
