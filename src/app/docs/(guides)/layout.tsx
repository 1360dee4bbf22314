import type { ReactNode } from 'react';
import { Sidebar } from '@/docs/Sidebar';
import { DocsLayout } from '@/shell/layouts/DocsLayout';

export default function Layout({ children }: { children: ReactNode }) {
  return <DocsLayout sidebar={<Sidebar />}>{children}</DocsLayout>;
}
