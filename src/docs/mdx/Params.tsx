// Parameter tables: name, type, whether required, and what it means.
import type { ReactNode } from 'react';
import styles from './mdx.module.css';

export function Params({ title = 'Parameters', children }: { title?: string; children: ReactNode }) {
  return (
    <div className={styles.params}>
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
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
  return (
    <tr>
      <th scope="row">
        <code>{name}</code>
        {required ? <span className={styles.required}>required</span> : null}
      </th>
      <td>
        <code>{type}</code>
      </td>
      <td>{children}</td>
    </tr>
  );
}
