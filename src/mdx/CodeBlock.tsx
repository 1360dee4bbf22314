// A highlighted code block (Shiki output from the build) with its title and a copy button. The
// highlighted lines come as one HTML string (code-html.ts), so they are drawn as they are and React
// neither decodes nor hydrates an element per token.
import type { ComponentProps } from 'react';
import { CODE_HTML_ATTRIBUTE } from './code-html';
import { CopyCodeButton } from './CopyCodeButton';
import styles from './mdx.module.css';

type PreProps = ComponentProps<'pre'> & { title?: string; allowCopy?: string; [CODE_HTML_ATTRIBUTE]?: string };

export function CodeBlock({ title, allowCopy, children, className, [CODE_HTML_ATTRIBUTE]: html, ...rest }: PreProps) {
  return (
    <figure className={styles.codeBlock}>
      {title ? <figcaption className={styles.codeTitle}>{title}</figcaption> : null}
      <div className={styles.codeBody}>
        {/* Code reads left to right in every locale, also on right-to-left pages. */}
        <pre
          {...rest}
          dir="ltr"
          className={[className, styles.pre].filter(Boolean).join(' ')}
          tabIndex={0}
          // Shiki's own markup, escaped by hast-util-to-html at build: the page's code, never a reader's input.
          dangerouslySetInnerHTML={html === undefined ? undefined : { __html: html }}
        >
          {html === undefined ? children : undefined}
        </pre>
        {allowCopy === 'false' ? null : <CopyCodeButton />}
      </div>
    </figure>
  );
}
