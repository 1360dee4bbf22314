'use client';
// 'Cookie settings' in the footer: reopens the per-category choices. It is a link, as docs/contract.md
// names it, to #cookie-settings: a shared URL with that fragment opens the dialog too. The dialog's
// code loads on demand (warmed on hover or focus), so visitors who never open it do not download it.
import { Suspense, useEffect, useState } from 'react';
import { useMessages } from '@/i18n/I18nProvider';
import { retryableLazy } from '@/kit/lazy/retryableLazy';
import styles from './CookieSettingsButton.module.css';

const loadDialog = () => import('./ConsentSettingsDialog');
const ConsentSettingsDialog = retryableLazy(loadDialog);
const warmDialog = () => {
  loadDialog().catch(() => undefined); // a failed warm-up is retried when the dialog opens
};

export const COOKIE_SETTINGS_FRAGMENT = 'cookie-settings';

export function CookieSettingsButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const message = useMessages();
  useEffect(() => {
    const openFromFragment = () => {
      if (window.location.hash !== `#${COOKIE_SETTINGS_FRAGMENT}`) return;
      setOpen(true);
      // The fragment did its job; leave the address as it was.
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    };
    openFromFragment();
    window.addEventListener('hashchange', openFromFragment);
    return () => window.removeEventListener('hashchange', openFromFragment);
  }, []);
  return (
    <>
      <a
        href={`#${COOKIE_SETTINGS_FRAGMENT}`}
        className={className ? `${styles.trigger} ${className}` : styles.trigger}
        onPointerEnter={warmDialog}
        onFocus={warmDialog}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {message('consent.settings')}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <ConsentSettingsDialog onClosed={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
