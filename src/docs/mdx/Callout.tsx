// Callouts for notes, tips, warnings and dangers: a labelled note the reader can't miss.
import type { ReactNode } from 'react';
import styles from './mdx.module.css';

export const CALLOUT_TYPES = { note: 'Note', tip: 'Tip', warning: 'Warning', danger: 'Danger' } as const;
export type CalloutType = keyof typeof CALLOUT_TYPES;

export function Callout({ type = 'note', title, children }: { type?: CalloutType; title?: string; children: ReactNode }) {
  const label = CALLOUT_TYPES[type] ?? CALLOUT_TYPES.note;
  return (
    <div role="note" className={styles.callout} data-type={type}>
      <p className={styles.calloutTitle}>{title ? `${label}: ${title}` : label}</p>
      <div className={styles.calloutBody}>{children}</div>
    </div>
  );
}
