import type { ReactNode } from 'react';
import { DocsLayout } from '@/shell/layouts/DocsLayout';

export default function Layout({ children, sidebar }: { children: ReactNode; sidebar: ReactNode }) {
  return <DocsLayout sidebar={sidebar}>{children}</DocsLayout>;
}
