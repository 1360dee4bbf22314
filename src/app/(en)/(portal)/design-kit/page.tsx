import type { Metadata } from 'next';
import { DesignKitPage } from '@/shell/design-kit/DesignKitPage';

export const metadata: Metadata = {
  title: 'Design kit',
  description: 'Every component of the Tessera Developers design kit in every state, with the tokens.',
  robots: { index: false },
};

export default function DesignKit() {
  return <DesignKitPage />;
}
