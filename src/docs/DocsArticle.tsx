// One docs page: breadcrumbs, title, description, MDX body, previous/next, and its table of contents.
import type { ReactNode } from 'react';
import { PublishBanner } from '@/shell/banners/BannerContext';
import { Breadcrumbs } from './Breadcrumbs';
import styles from './DocsArticle.module.css';
import { Feedback } from './Feedback';
import { CopyPageButton } from './machine/CopyPageButton';
import { mdxComponents } from './mdx/components';
import { breadcrumbs, neighbours } from './nav-model';
import { PageNeighbours } from './PageNeighbours';
import { navLabel } from './Sidebar';
import { breadcrumbJsonLd, editUrl, jsonLdScript } from './seo';
import { type DocsPage, source } from './source';
import { siteUrl } from '@/shell/site';
import { formatEntryDate } from './changelog/changelog-model';
import { TableOfContents } from './TableOfContents';

const STATUS_BANNERS: Record<'beta' | 'deprecated', { tone: 'info' | 'warning'; text: (title: string) => ReactNode }> = {
  beta: { tone: 'info', text: (title) => <>{title} is in beta: details may change before general availability.</> },
  deprecated: { tone: 'warning', text: (title) => <>{title} is deprecated and will be removed in a future version.</> },
};

export function DocsArticle({ page, wide = false }: { page: DocsPage; wide?: boolean }) {
  const { title, description, body: Body, toc, status } = page.data;
  const banner = status === 'stable' ? null : STATUS_BANNERS[status];
  const tree = source.pageTree;
  const around = neighbours(tree, page.url, navLabel);
  const crumbs = breadcrumbs(tree, page.url, navLabel);
  const edit = editUrl(`content/docs/${page.path}`, process.env.NEXT_PUBLIC_DOCS_EDIT_URL);
  const updated = page.data.lastModified;
  return (
    <div className={styles.frame} data-wide={wide || undefined}>
      {banner ? (
        <PublishBanner id={`status-${status}:${page.url}`} tone={banner.tone} dismissible={false}>
          {banner.text(title)}
        </PublishBanner>
      ) : null}
      <script
        type="application/ld+json"
        // JSON-LD is data, escaped so no title can end the script.
        dangerouslySetInnerHTML={{ __html: jsonLdScript(breadcrumbJsonLd(crumbs, { title, url: page.url }, siteUrl().origin)) }}
      />
      <article className={styles.article} data-pagefind-body>
        <div data-pagefind-ignore="all">
          <Breadcrumbs crumbs={crumbs} title={title} />
        </div>
        {/* Search groups results by this section. */}
        <span hidden data-pagefind-meta="section">
          {crumbs[0]?.label ?? 'Guides'}
        </span>
        <header className={styles.header}>
          <h1>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
          <div className={styles.pageActions} data-pagefind-ignore="all">
            <CopyPageButton url={page.url} />
            <a href={`${page.url}.md`} type="text/markdown">
              View as Markdown
            </a>
          </div>
        </header>
        <div className="prose">
          <Body components={mdxComponents} />
        </div>
        {edit || updated ? (
          <footer className={styles.pageFooter} data-pagefind-ignore="all">
            {updated ? (
              <p>
                Last updated <time dateTime={updated.toISOString()}>{formatEntryDate(updated.toISOString().slice(0, 10))}</time>
              </p>
            ) : null}
            {edit ? (
              <a href={edit} rel="noopener">
                Edit this page
              </a>
            ) : null}
          </footer>
        ) : null}
        <Feedback />
        <div data-pagefind-ignore="all">
          <PageNeighbours previous={around.previous} next={around.next} />
        </div>
      </article>
      {toc.length > 0 && !wide ? <TableOfContents items={toc} /> : null}
    </div>
  );
}
