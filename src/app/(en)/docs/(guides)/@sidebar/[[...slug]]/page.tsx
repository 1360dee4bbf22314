import { pageOrNotFound, type SlugParams } from '@/docs/page-route';
import { Sidebar } from '@/docs/Sidebar';
import { docsParams } from '@/docs/source';

export const dynamicParams = false;
export const generateStaticParams = () => docsParams('guides');

export default async function SidebarSlot({ params }: { params: SlugParams }) {
  return <Sidebar currentUrl={pageOrNotFound((await params).slug ?? []).url} />;
}
