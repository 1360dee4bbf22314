// HTTP method badges and endpoint lines for API docs.
import styles from './mdx.module.css';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export function MethodBadge({ method }: { method: string }) {
  const upper = method.toUpperCase();
  return (
    <span className={styles.method} data-method={upper}>
      {upper}
    </span>
  );
}

export function Endpoint({ method, path }: { method: string; path: string }) {
  return (
    <p className={styles.endpoint}>
      <MethodBadge method={method} />
      <code>{path}</code>
    </p>
  );
}
