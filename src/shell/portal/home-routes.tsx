// The home page's route pair (src/i18n/route-pair.ts): src/app/(en)/(portal)/page.tsx and its
// [locale] twin only re-export this.
import { localisedPage } from '@/i18n/route-pair';
import { homeMetadata } from './portal-metadata';
import { PortalHome } from './PortalHome';

export const homeRoutes = localisedPage({
  metadata: (_params, locale) => homeMetadata(locale),
  render: () => <PortalHome />,
});
