// A schema's properties as a table: name (nested by dots), type, required, description, constraints.
import { Markdown } from './Markdown';
import { AddedOn } from './OperationChanges';
import { propertyRows, type Schema } from './openapi-schema';
import styles from './reference.module.css';

export function PropertyTable({
  schema,
  caption,
  added = () => undefined,
}: {
  schema: Schema;
  caption: string;
  /** When a field (by its row's name) came after its operation. */
  added?: (name: string) => string | undefined;
}) {
  const rows = propertyRows(schema);
  if (rows.length === 0) return null;
  return (
    <div className={styles.tableWrap} tabIndex={0}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} data-depth={row.depth}>
              <th scope="row">
                <code>{row.name}</code>
                {row.required ? <span className={styles.required}>required</span> : null}
                <AddedOn date={added(row.name)} />
              </th>
              <td>
                <code>{row.type}</code>
              </td>
              <td>
                <Markdown text={row.description} />
                {row.notes.length > 0 ? <p className={styles.notes}>{row.notes.join(' · ')}</p> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
