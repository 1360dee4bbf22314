'use client';
// The one place the shell shows banners, under the header on every page: those published by the page,
// and those the layout provides for this page's path.
import { usePathname } from 'next/navigation';
import { splitLocalePath } from '@/i18n/locales';
import { useBanners } from './BannerContext';
import { BannerView, DismissedBeforePaint } from './BannerView';
import { bannersForPath } from './banner-model';
import styles from './BannerOutlet.module.css';

export function BannerOutlet({ dismissLabel }: { dismissLabel?: string }) {
  const { banners, dismiss } = useBanners();
  const shown = bannersForPath(banners, splitLocalePath(usePathname()).path);
  // Provided banners are in the server's HTML: hide those the boot script marks dismissed.
  const provided = shown.filter((banner) => banner.path !== undefined && banner.dismissible).map((banner) => banner.id);
  return (
    <div className={styles.outlet} aria-live="polite">
      <DismissedBeforePaint ids={provided} />
      {shown.map((banner) => (
        <BannerView
          key={banner.id}
          id={banner.id}
          tone={banner.tone}
          content={banner.content}
          onDismiss={banner.dismissible ? () => dismiss(banner.id) : undefined}
          dismissLabel={dismissLabel}
        />
      ))}
    </div>
  );
}
