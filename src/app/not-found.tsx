// The 404 page for URLs that match no route at all. The top layout only passes children through
// (each locale's layout renders the document), so this page renders the whole document itself, in
// the default locale. Being under the same top layout, links from it navigate client-side.
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { siteMetadata, siteViewport } from '@/shell/meta';
import { notFoundMetadata } from '@/shell/portal/portal-metadata';
import { SiteDocument } from '@/shell/SiteDocument';
import { NotFoundView } from '@/shell/views/NotFoundView';

export const metadata = { ...siteMetadata(DEFAULT_LOCALE), ...notFoundMetadata(DEFAULT_LOCALE) };
export const viewport = siteViewport;

export default function NotFound() {
  return (
    <SiteDocument locale={DEFAULT_LOCALE}>
      <NotFoundView />
    </SiteDocument>
  );
}
