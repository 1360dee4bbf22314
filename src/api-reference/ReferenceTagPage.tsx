// A REST reference page: every operation of one tag, with navigation across all tags.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { getTranslator } from '@/i18n/request-locale';
import { Drawer } from '@/kit/drawer/Drawer';
import type { ApiHistory } from './api-history';
import { apiBaseUrl, documentServerUrl } from './console/api-base-url.mjs';
import { Markdown } from './Markdown';
import type { LoadedOpenApi } from './load-openapi';
import { API_CHANGES_URL, type ReferenceTag, referenceTags } from './openapi-model';
import { API_CHANGES_TITLE } from './changes-page-text';
import { OperationSection } from './OperationSection';
import styles from './reference.module.css';

export const REFERENCE_NAV_ID = 'reference-nav';

export function ReferenceNav({ tags, current, changes }: { tags: ReferenceTag[]; current?: ReferenceTag | 'changes'; changes: boolean }) {
  return (
    <nav aria-label="API reference" className={styles.nav}>
      {/* English on every locale's page, as the reference is not translated. */}
      <ul lang="en" dir="ltr">
        <li>
          <Link href="/docs/reference" prefetch={false}>
            Overview
          </Link>
        </li>
        {changes ? (
          <li>
            <Link href={API_CHANGES_URL} prefetch={false} aria-current={current === 'changes' ? 'page' : undefined}>
              {API_CHANGES_TITLE}
            </Link>
          </li>
        ) : null}
        {tags.map((tag) => (
          <li key={tag.slug}>
            <Link href={tag.url} prefetch={false} aria-current={tag === current ? 'page' : undefined}>
              {tag.name}
            </Link>
            {tag === current ? (
              <ul>
                {tag.operations.map((operation) => (
                  <li key={operation.anchor}>
                    <a href={`#${operation.anchor}`}>{operation.operation.summary ?? operation.operationId}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A reference page: the navigation across tags in the guides' drawer, then the page, in English. */
export function ReferenceShell({
  tags,
  current,
  changes,
  children,
}: {
  tags: ReferenceTag[];
  current?: ReferenceTag | 'changes';
  changes: boolean;
  children: ReactNode;
}) {
  const t = getTranslator();
  return (
    <div className={styles.page}>
      {/* The guides' drawer: on a phone the page opens on its content, the navigation behind Menu. */}
      <Drawer
        id={REFERENCE_NAV_ID}
        label={t('docs.sidebarRegion')}
        menuLabel={t('drawer.menu')}
        columnFrom={1200}
        className={styles.drawer}
      >
        <ReferenceNav tags={tags} current={current} changes={changes} />
      </Drawer>
      {/* The reference is in English on every locale's page: read left to right, as English. */}
      <div className={styles.main} lang="en" dir="ltr">
        {children}
      </div>
    </div>
  );
}

export function ReferenceTagPage({ api, tag, history }: { api: LoadedOpenApi; tag: ReferenceTag; history: ApiHistory }) {
  const tags = referenceTags(api.resolved);
  // Fixed at build: the console's requests, and the CSP's connect-src, go to this one origin.
  const baseUrl = apiBaseUrl(process.env.NEXT_PUBLIC_API_BASE_URL, documentServerUrl(api.resolved));
  return (
    <ReferenceShell tags={tags} current={tags.find((entry) => entry.slug === tag.slug)} changes={history.since !== null}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>REST API reference</p>
        <h1>{tag.name}</h1>
        <Markdown text={tag.description} />
      </header>
      {tag.operations.map((operation) => (
        <OperationSection
          key={operation.operationId}
          operation={operation}
          doc={api.resolved}
          apiBaseUrl={baseUrl}
          changes={history.changes.filter((change) => !change.webhook && change.operation === operation.operationId)}
          since={history.since}
        />
      ))}
    </ReferenceShell>
  );
}
