// One banner as the shell draws it, under the header (the outlet) or at the top of a page (PageBanner).
import type { ReactNode } from 'react';
import { useMessages } from '@/i18n/I18nProvider';
import { dismissedBannerRule } from './banner-boot-script';
import type { BannerTone } from './banner-model';
import styles from './BannerOutlet.module.css';

export type BannerViewProps = {
  id: string;
  tone: BannerTone;
  content: ReactNode;
  /** Without it the banner has no close button. */
  onDismiss?: () => void;
  dismissLabel?: string;
  placement?: 'shell' | 'page';
};

export function BannerView({ id, tone, content, onDismiss, dismissLabel, placement = 'shell' }: BannerViewProps) {
  const message = useMessages();
  return (
    <div className={styles.banner} data-tone={tone} data-banner-id={id} data-placement={placement}>
      <div className={styles.content}>{content}</div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel ?? message('banner.dismiss')} onClick={onDismiss}>
          <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

/** Hides server-rendered banners the boot script marked dismissed, until the store has read storage. */
export function DismissedBeforePaint({ ids }: { ids: string[] }) {
  const rules = ids.map(dismissedBannerRule).join('');
  return rules ? <style>{rules}</style> : null;
}
