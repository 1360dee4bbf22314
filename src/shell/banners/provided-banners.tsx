// Banners the layout provides, each for one page (by its path without the locale prefix). They are
// rendered on the server into every page's banner context and shown by the outlet on their page from
// the first paint; a banner published by a page (<PublishBanner>) can only appear after hydration.
import Link from 'next/link';
import type { ReactNode } from 'react';
import { localePath } from '@/i18n/site-translations';
import { getTranslator } from '@/i18n/request-locale';
import type { BannerEntry } from './banner-model';

export function providedBanners(): BannerEntry<ReactNode>[] {
  const t = getTranslator();
  return [
    {
      id: 'announcement-variables-write-ga',
      path: '/',
      tone: 'info',
      dismissible: true,
      content: (
        <>
          {t('home.announcement')}{' '}
          <Link href={localePath(t.locale, '/docs/reference')} prefetch={false}>
            {t('home.announcementLink')}
          </Link>
        </>
      ),
    },
  ];
}
