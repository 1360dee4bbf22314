import type { ReactNode } from 'react';
import { PortalLayout } from '@/shell/layouts/PortalLayout';

export default function Layout({ children }: { children: ReactNode }) {
  return <PortalLayout>{children}</PortalLayout>;
}
