// The 404 page for URLs that match no route at all. With one root layout per locale there is no
// single layout to wrap it, so it renders the whole document itself, in the default locale.
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { siteMetadata, siteViewport } from '@/shell/meta';
import { notFoundMetadata } from '@/shell/portal/portal-metadata';
import { SiteDocument } from '@/shell/SiteDocument';
import { NotFoundView } from '@/shell/views/NotFoundView';

export const metadata = { ...siteMetadata(DEFAULT_LOCALE), ...notFoundMetadata(DEFAULT_LOCALE) };
export const viewport = siteViewport;

export default function GlobalNotFound() {
  return (
    <SiteDocument locale={DEFAULT_LOCALE}>
      <NotFoundView />
    </SiteDocument>
  );
}
