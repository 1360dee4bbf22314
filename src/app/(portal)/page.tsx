import { PortalHome } from '@/shell/portal/PortalHome';

export default function HomePage() {
  return <PortalHome />;
}
