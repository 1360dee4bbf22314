import type { ReactNode } from 'react';
import { ReferenceLayout } from '@/shell/layouts/ReferenceLayout';

export default function Layout({ children }: { children: ReactNode }) {
  return <ReferenceLayout>{children}</ReferenceLayout>;
}
