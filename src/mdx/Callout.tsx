// Callouts for notes, tips, warnings and dangers: a labelled note the reader can't miss.
import type { ReactNode } from 'react';
import { getTranslator } from '@/i18n/request-locale';
import { CALLOUT_TYPES, type CalloutType } from './callout-types';
import styles from './mdx.module.css';

export function Callout({ type = 'note', title, children }: { type?: CalloutType; title?: string; children: ReactNode }) {
  const t = getTranslator();
  const label = t(CALLOUT_TYPES[type] ?? CALLOUT_TYPES.note);
  return (
    <div role="note" className={styles.callout} data-type={type}>
      <p className={styles.calloutTitle}>{title ? t('docs.calloutWithTitle', { label, title }) : label}</p>
      <div className={styles.calloutBody}>{children}</div>
    </div>
  );
}
