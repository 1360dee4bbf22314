// An operation's history on the reference: its dated changes, newest first, each linked to its
// changelog entry, and the deprecation banner versioning.mdx promises.
import Link from 'next/link';
import { Fragment } from 'react';
import type { LinkedChange } from './api-history';
import styles from './reference.module.css';

/** A change's summary, its `code` spans as code. */
export function CodeSpans({ text }: { text: string }) {
  return text
    .split('`')
    .map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>));
}

export const DateText = ({ date }: { date: string }) => <time dateTime={date}>{date}</time>;

function ChangelogLinks({ change }: { change: LinkedChange }) {
  return change.changelog.map((entry) => (
    <Fragment key={entry.url}>
      {' · '}
      <Link href={entry.url} prefetch={false}>
        {entry.title}
      </Link>
    </Fragment>
  ));
}

/** `dated`: with its date (not under a date's heading). */
export function ChangeLine({ change, dated = true }: { change: LinkedChange; dated?: boolean }) {
  return (
    <>
      {dated ? (
        <>
          <DateText date={change.date} />{' '}
        </>
      ) : null}
      {change.breaking ? (
        <>
          <strong className={styles.breaking}>Breaking</strong>{' '}
        </>
      ) : null}
      <CodeSpans text={change.summary} />
      {change.sunset ? (
        <>
          {' '}
          Sunset: <DateText date={change.sunset} />.
        </>
      ) : null}
      <ChangelogLinks change={change} />
    </>
  );
}

/** The operation's own deprecation: when, until when, and where it was announced. */
export function DeprecationBanner({ changes }: { changes: readonly LinkedChange[] }) {
  const deprecation = changes.find((change) => change.kind === 'deprecated' && change.subject === null);
  return (
    <p role="note" className={styles.deprecationBanner}>
      <strong>Deprecated</strong>
      {deprecation ? (
        <>
          {' '}
          since <DateText date={deprecation.date} />
        </>
      ) : null}
      {deprecation?.sunset ? (
        <>
          . It is removed on <DateText date={deprecation.sunset} />
        </>
      ) : null}
      . Responses carry the <code>Deprecation</code> and <code>Sunset</code> headers.
      {deprecation ? <ChangelogLinks change={deprecation} /> : null}
    </p>
  );
}

export function OperationChanges({ changes, since }: { changes: readonly LinkedChange[]; since: string | null }) {
  if (since === null) return null;
  return (
    <>
      <h3 className={styles.subheading}>Changes</h3>
      {changes.length > 0 ? (
        <ul className={styles.changes}>
          {changes.map((change, index) => (
            <li key={index}>
              <ChangeLine change={change} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.noChanges}>
          No changes since the first release in the history, <DateText date={since} />.
        </p>
      )}
    </>
  );
}

/** When a parameter or field came after its operation. */
export function AddedOn({ date }: { date: string | undefined }) {
  return date ? (
    <span className={styles.added}>
      Added <DateText date={date} />
    </span>
  ) : null;
}
