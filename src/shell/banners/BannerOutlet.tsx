'use client';
// The one place the shell shows banners, under the header on every page: those published by the page,
// and those the layout provides for this page's path.
import { usePathname } from 'next/navigation';
import { useMessages } from '@/i18n/I18nProvider';
import { splitLocalePath } from '@/i18n/locales';
import { useBanners } from './BannerContext';
import { dismissedBannerRule } from './banner-boot-script';
import { bannersForPath } from './banner-model';
import styles from './BannerOutlet.module.css';

export function BannerOutlet({ dismissLabel }: { dismissLabel?: string }) {
  const { banners, dismiss } = useBanners();
  const message = useMessages();
  const shown = bannersForPath(banners, splitLocalePath(usePathname()).path);
  // Provided banners are in the server's HTML: hide those the boot script marks dismissed.
  const hidden = shown.filter((banner) => banner.path !== undefined && banner.dismissible).map((banner) => dismissedBannerRule(banner.id));
  return (
    <div className={styles.outlet} aria-live="polite">
      {hidden.length > 0 ? <style>{hidden.join('')}</style> : null}
      {shown.map((banner) => (
        <div key={banner.id} className={styles.banner} data-tone={banner.tone} data-banner-id={banner.id}>
          <div className={styles.content}>{banner.content}</div>
          {banner.dismissible ? (
            <button type="button" className={styles.dismiss} aria-label={dismissLabel ?? message('banner.dismiss')} onClick={() => dismiss(banner.id)}>
              <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
                <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
              </svg>
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
