import { notFoundMetadata } from '@/shell/portal/portal-metadata';
import { NotFoundView } from '@/shell/views/NotFoundView';

export const metadata = notFoundMetadata('en');

export default function NotFound() {
  return <NotFoundView />;
}
