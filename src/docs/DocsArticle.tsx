// One docs page: breadcrumbs, title, description, MDX body, previous/next, and its table of contents.
// In a locale other than en, the page's translation: a locale has only the pages translated into it
// (src/i18n/route-pair.ts), so a page without one is never rendered under its prefix.
import type { ReactNode } from 'react';
import { formatDay } from '@/i18n/digits';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { localePath } from '@/i18n/site-translations';
import { getTranslator } from '@/i18n/request-locale';
import type { Translator } from '@/i18n/translate';
import { PageBanner } from '@/shell/banners/BannerContext';
import { Breadcrumbs } from './Breadcrumbs';
import styles from './DocsArticle.module.css';
import { Feedback } from './Feedback';
import { compiledPage } from './compiled-pages';
import { gitLastModified } from './last-modified';
import { CopyPageButton } from './machine/CopyPageButton';
import { mdxComponents } from '../mdx/components';
import { breadcrumbs, neighbours } from './nav-model';
import { PageNeighbours } from './PageNeighbours';
import { localNavLabel } from './section-labels';
import { navLabelIn } from './nav-label';
import { breadcrumbJsonLd, editUrl, jsonLdScript } from './seo';
import { type DocsPage, source } from './source';
import { siteUrl } from '@/config/site';
import { TableOfContents } from './TableOfContents';
import { translatedPage } from './translations';

const STATUS_BANNERS: Record<'beta' | 'deprecated', { tone: 'info' | 'warning'; text: (t: Translator, title: string) => ReactNode }> = {
  beta: { tone: 'info', text: (t, title) => t('docs.statusBeta', { title }) },
  deprecated: { tone: 'warning', text: (t, title) => t('docs.statusDeprecated', { title }) },
};

export async function DocsArticle({ page, wide = false }: { page: DocsPage; wide?: boolean }) {
  const t = getTranslator();
  const translation = t.locale === DEFAULT_LOCALE ? undefined : translatedPage(t.locale, page.slugs);
  if (t.locale !== DEFAULT_LOCALE && !translation) throw new Error(`${page.url} has no ${t.locale} translation to render`);
  const { title, description } = translation?.data ?? page.data;
  // The MDX is compiled as the page renders (compiled-pages.ts), its date read from git.
  const file = (translation ?? page).absolutePath;
  if (!file) throw new Error(`docs page ${page.url} has no source file`);
  const [{ body: Body, toc }, updated] = await Promise.all([compiledPage(file), gitLastModified(file)]);
  const { status } = page.data;
  const banner = status === 'stable' ? null : STATUS_BANNERS[status];
  const tree = source.pageTree;
  const labelOf = localNavLabel(t, navLabelIn(t.locale));
  const around = neighbours(tree, page.url, labelOf);
  const crumbs = breadcrumbs(tree, page.url, labelOf);
  const edit = editUrl(`content/${translation ? `translations/${t.locale}` : 'docs'}/${page.path}`, process.env.NEXT_PUBLIC_DOCS_EDIT_URL);
  const localCrumbs = crumbs.map((crumb) => ({ ...crumb, url: crumb.url ? localePath(t.locale, crumb.url) : null }));
  return (
    <div className={styles.frame} data-wide={wide || undefined}>
      <script
        type="application/ld+json"
        // JSON-LD is data, escaped so no title can end the script.
        dangerouslySetInnerHTML={{
          __html: jsonLdScript(breadcrumbJsonLd(localCrumbs, { title, url: localePath(t.locale, page.url) }, siteUrl().origin)),
        }}
      />
      <article className={styles.article}>
        <Breadcrumbs crumbs={crumbs} title={title} />
        {/* In place, not through the outlet: in the server's HTML, so the page does not move on hydration. */}
        {banner ? (
          <PageBanner id={`status-${status}:${page.url}`} tone={banner.tone} dismissible={false}>
            {banner.text(t, title)}
          </PageBanner>
        ) : null}
        <header className={styles.header}>
          <h1>{title}</h1>
          {description ? <p className={styles.description}>{description}</p> : null}
          <div className={styles.pageActions}>
            <CopyPageButton url={page.url} />
            <a href={`${page.url}.md`} type="text/markdown">
              {t('docs.viewMarkdown')}
            </a>
          </div>
        </header>
        <div className="prose">
          <Body components={mdxComponents} />
        </div>
        {edit || updated ? (
          <footer className={styles.pageFooter}>
            {updated ? (
              <p>
                {t.rich('docs.lastUpdated', {
                  date: formatDay(t.locale, updated.toISOString().slice(0, 10)),
                  time: (chunks) => (
                    <time key="date" dateTime={updated.toISOString()}>
                      {chunks}
                    </time>
                  ),
                })}
              </p>
            ) : null}
            {edit ? (
              <a href={edit} rel="noopener">
                {t('docs.editPage')}
              </a>
            ) : null}
          </footer>
        ) : null}
        <Feedback />
        <PageNeighbours previous={around.previous} next={around.next} />
      </article>
      {toc.length > 0 && !wide ? <TableOfContents items={toc} /> : null}
    </div>
  );
}
