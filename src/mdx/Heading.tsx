// Section headings with an anchor link, so every section of a page can be linked to.
import type { ComponentProps, ReactNode } from 'react';
import { getTranslator } from '@/i18n/request-locale';
import styles from './mdx.module.css';

type Level = 2 | 3 | 4;

export function heading(level: Level) {
  function Heading({ id, children, ...rest }: ComponentProps<'h2'> & { children?: ReactNode }) {
    const Tag = `h${level}` as const;
    return (
      <Tag id={id} className={styles.heading} {...rest}>
        {children}
        {id ? (
          <a href={`#${id}`} className={styles.anchor} aria-label={getTranslator()('docs.headingAnchor')}>
            #
          </a>
        ) : null}
      </Tag>
    );
  }
  Heading.displayName = `H${level}`;
  return Heading;
}
