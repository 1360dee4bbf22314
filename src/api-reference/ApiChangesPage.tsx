// /docs/reference/changes: every change of the REST API and its webhook deliveries, newest first,
// computed from the API's releases (api-history.ts), with its Atom feed.
import Link from 'next/link';
import { type ApiHistory, areaOf, historyLines, lineTargets, WEBHOOKS_AREA } from './api-history';
import { ApiChangesList, type ShownLine } from './ApiChangesList';
import { API_CHANGES_TITLE } from './changes-page-text';
import type { ReferenceTag } from './openapi-model';
import { DateText } from './OperationChanges';
import { ReferenceShell } from './ReferenceTagPage';
import styles from './reference.module.css';

export function ApiChangesPage({ history, tags, feedUrl }: { history: ApiHistory; tags: ReferenceTag[]; feedUrl: string }) {
  const lines: ShownLine[] = historyLines(history.changes).map((line) => ({
    ...line,
    area: areaOf(line),
    targets: lineTargets(line),
  }));
  const areas = [...tags.map((tag) => tag.name), WEBHOOKS_AREA].filter((area) => lines.some((line) => line.area === area));
  return (
    <ReferenceShell tags={tags} current="changes" changes>
      <header className={styles.header}>
        <p className={styles.eyebrow}>REST API reference</p>
        <h1>{API_CHANGES_TITLE}</h1>
        <p>
          Every change to the REST API and its webhook deliveries
          {history.since ? (
            <>
              {' '}
              since <DateText date={history.since} />
            </>
          ) : null}
          , newest first, computed from the API&apos;s released OpenAPI documents. Within <code>v1</code>, only backward-compatible changes
          ship, and a deprecated feature keeps working for at least six months (
          <Link href="/docs/versioning" prefetch={false}>
            Versioning and deprecation
          </Link>
          ). Follow it in a feed reader: <a href={feedUrl}>Atom feed</a>.
        </p>
      </header>
      <ApiChangesList lines={lines} areas={areas} />
    </ReferenceShell>
  );
}
