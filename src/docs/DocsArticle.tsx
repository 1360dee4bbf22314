// One docs page: title, description, MDX body and its on-this-page table of contents.
import type { ReactNode } from 'react';
import { PublishBanner } from '@/shell/banners/BannerContext';
import styles from './DocsArticle.module.css';
import type { DocsPage } from './source';
import { TableOfContents } from './TableOfContents';

const STATUS_BANNERS: Record<'beta' | 'deprecated', { tone: 'info' | 'warning'; text: (title: string) => ReactNode }> = {
  beta: { tone: 'info', text: (title) => <>{title} is in beta: details may change before general availability.</> },
  deprecated: { tone: 'warning', text: (title) => <>{title} is deprecated and will be removed in a future version.</> },
};

export function DocsArticle({ page, wide = false }: { page: DocsPage; wide?: boolean }) {
  const { title, description, body: Body, toc, status } = page.data;
  const banner = status === 'stable' ? null : STATUS_BANNERS[status];
  return (
    <div className={styles.frame} data-wide={wide || undefined}>
      {banner ? (
        <PublishBanner id={`status-${status}:${page.url}`} tone={banner.tone} dismissible={false}>
          {banner.text(title)}
        </PublishBanner>
      ) : null}
      <article className={styles.article}>
        <header className={styles.header}>
          <h1>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
        </header>
        <div className="prose">
          <Body />
        </div>
      </article>
      {toc.length > 0 && !wide ? <TableOfContents items={toc} /> : null}
    </div>
  );
}
