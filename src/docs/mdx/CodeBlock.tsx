// A highlighted code block (Shiki output from the build) with its title and a copy button.
import type { ComponentProps } from 'react';
import { CopyCodeButton } from './CopyCodeButton';
import styles from './mdx.module.css';

type PreProps = ComponentProps<'pre'> & { title?: string; allowCopy?: string };

export function CodeBlock({ title, allowCopy, children, className, ...rest }: PreProps) {
  return (
    <figure className={styles.codeBlock}>
      {title ? <figcaption className={styles.codeTitle}>{title}</figcaption> : null}
      <div className={styles.codeBody}>
        {/* Code reads left to right in every locale, also on right-to-left pages. */}
        <pre {...rest} dir="ltr" className={[className, styles.pre].filter(Boolean).join(' ')} tabIndex={0}>
          {children}
        </pre>
        {allowCopy === 'false' ? null : <CopyCodeButton />}
      </div>
    </figure>
  );
}
