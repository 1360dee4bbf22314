import { homeMetadata } from '@/shell/portal/portal-metadata';
import { PortalHome } from '@/shell/portal/PortalHome';

export const metadata = homeMetadata('en');

export default function HomePage() {
  return <PortalHome />;
}
