'use client';
// The changes page's list, filtered by kind and area as the reader chooses; without JavaScript the
// whole list reads as is and the filters stay hidden (reference.module.css).
import Link from 'next/link';
import { useId, useState } from 'react';
import { CHANGE_FILTERS, type ChangeFilter, type HistoryLine, matchesFilter } from './api-history';
import { ChangeLine } from './OperationChanges';
import styles from './reference.module.css';

export type ShownLine = HistoryLine & { area: string; targets: { label: string; href: string | null }[] };

const FILTER_LABELS: Record<ChangeFilter, string> = {
  all: 'All changes',
  added: 'Additions',
  changed: 'Changes and removals',
  deprecated: 'Deprecations',
  breaking: 'Breaking changes',
};

export function ApiChangesList({ lines, areas }: { lines: ShownLine[]; areas: string[] }) {
  const [kind, setKind] = useState<ChangeFilter>('all');
  const [area, setArea] = useState<string | null>(null);
  const id = useId();
  const shown = lines.filter((line) => matchesFilter(line, kind, area));
  const dates = [...new Set(shown.map((line) => line.date))];
  return (
    <>
      <div className={styles.changeFilters} role="group" aria-label="Filter changes">
        <label htmlFor={`${id}-kind`}>Show</label>
        <select id={`${id}-kind`} value={kind} onChange={(event) => setKind(event.target.value as ChangeFilter)}>
          {CHANGE_FILTERS.map((filter) => (
            <option key={filter} value={filter}>
              {FILTER_LABELS[filter]}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-area`}>in</label>
        <select id={`${id}-area`} value={area ?? ''} onChange={(event) => setArea(event.target.value || null)}>
          <option value="">Every area</option>
          {areas.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <p role="status" className={styles.changeCount}>
          {shown.length === 1 ? '1 change' : `${shown.length} changes`}
        </p>
      </div>
      {dates.map((date) => (
        <section key={date} aria-labelledby={`${id}-${date}`} className={styles.changeDay}>
          <h2 id={`${id}-${date}`}>
            <time dateTime={date}>{date}</time>
          </h2>
          <ul className={styles.changes}>
            {shown
              .filter((line) => line.date === date)
              .map((line, index) => (
                <li key={index} data-kind={line.kind} data-breaking={line.breaking || undefined}>
                  {line.targets.map((target, at) => (
                    <span key={target.label}>
                      {at > 0 ? ', ' : null}
                      {target.href ? (
                        <Link href={target.href} prefetch={false}>
                          <code>{target.label}</code>
                        </Link>
                      ) : (
                        <code>{target.label}</code>
                      )}
                    </span>
                  ))}
                  {line.webhook ? ' (webhook deliveries)' : null}: <ChangeLine change={line} dated={false} />
                </li>
              ))}
          </ul>
        </section>
      ))}
    </>
  );
}
