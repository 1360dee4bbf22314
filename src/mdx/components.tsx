// The MDX component map: what every tag and authored component in content/ renders as.
import type { MDXComponents } from 'mdx/types';
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { localePath } from '@/i18n/site-translations';
import { getRequestLocale } from '@/i18n/request-locale';
import { Callout } from './Callout';
import { Card, Cards } from './Cards';
import { CodeBlock } from './CodeBlock';
import { Endpoint, MethodBadge } from './Endpoint';
import { heading } from './Heading';
import { Param, Params } from './Params';
import { Step, Steps } from './Steps';
import { CodeBlockTab, CodeBlockTabs, CodeBlockTabsList, CodeBlockTabsTrigger, Tab, Tabs } from './Tabs';
import styles from './mdx.module.css';
import { ZoomableImage } from './ZoomableImage';

/** Wide tables scroll sideways inside a focusable box, so keyboard users can scroll them too. */
function ScrollableTable(props: ComponentProps<'table'>) {
  return (
    <div className={styles.tableScroll} tabIndex={0}>
      <table {...props} />
    </div>
  );
}

/**
 * Internal links go through the client router (no prefetch storm); others stay plain anchors.
 * Content links to /docs/…; on a locale's page they lead to that locale's version of the page.
 */
function SmartLink({ href = '', ...rest }: ComponentProps<'a'>) {
  if (href.startsWith('/')) return <Link href={localePath(getRequestLocale(), href)} prefetch={false} {...rest} />;
  return <a href={href} {...rest} />;
}

export const mdxComponents = {
  h2: heading(2),
  h3: heading(3),
  h4: heading(4),
  a: SmartLink,
  pre: CodeBlock,
  img: ZoomableImage,
  table: ScrollableTable,
  Callout,
  Cards,
  Card,
  Steps,
  Step,
  Tabs,
  Tab,
  CodeBlockTabs,
  CodeBlockTabsList,
  CodeBlockTabsTrigger,
  CodeBlockTab,
  MethodBadge,
  Endpoint,
  Params,
  Param,
} satisfies MDXComponents;
