import type { ReactNode } from 'react';
import { localeOrDefault, type LocaleParams } from '@/i18n/locale-route';
import { DocsLayout } from '@/shell/layouts/DocsLayout';

type Props = { children: ReactNode; sidebar: ReactNode; params: LocaleParams };

// Layouts may render before the root layout sets the locale, so this one sets it too.
export default async function Layout({ children, sidebar, params }: Props) {
  localeOrDefault((await params).locale);
  return <DocsLayout sidebar={sidebar}>{children}</DocsLayout>;
}
