'use client';
// The one place the shell shows published banners, under the header on every page.
import { useMessages } from '@/i18n/I18nProvider';
import { useBanners } from './BannerContext';
import styles from './BannerOutlet.module.css';

export function BannerOutlet({ dismissLabel }: { dismissLabel?: string }) {
  const { banners, dismiss } = useBanners();
  const message = useMessages();
  return (
    <div className={styles.outlet} aria-live="polite">
      {banners.map((banner) => (
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
