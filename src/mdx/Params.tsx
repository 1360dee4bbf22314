// Parameter tables: name, type, whether required, and what it means.
import type { ReactNode } from 'react';
import { getTranslator } from '@/i18n/request-locale';
import styles from './mdx.module.css';

export function Params({ title, children }: { title?: string; children: ReactNode }) {
  const t = getTranslator();
  return (
    <div className={styles.params}>
      <table>
        <caption>{title ?? t('docs.paramsTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('docs.paramsName')}</th>
            <th scope="col">{t('docs.paramsType')}</th>
            <th scope="col">{t('docs.paramsDescription')}</th>
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function Param({
  name,
  type,
  required = false,
  children,
}: {
  name: string;
  type: string;
  required?: boolean;
  children?: ReactNode;
}) {
  const t = getTranslator();
  return (
    <tr>
      <th scope="row">
        <code>{name}</code>
        {required ? <span className={styles.required}>{t('docs.paramRequired')}</span> : null}
      </th>
      <td>
        <code>{type}</code>
      </td>
      <td>{children}</td>
    </tr>
  );
}
