'use client';
// 'Cookie settings' in the footer: reopens the per-category choices. The dialog's code loads on
// demand (warmed on hover or focus), so visitors who never open it do not download it.
import { lazy, Suspense, useState } from 'react';
import { COOKIE_SETTINGS_LABEL } from './consent-copy';
import styles from './CookieSettingsButton.module.css';

const loadDialog = () => import('./ConsentSettingsDialog');
const ConsentSettingsDialog = lazy(loadDialog);
const warmDialog = () => {
  loadDialog().catch(() => undefined); // a failed warm-up is retried when the dialog opens
};

export function CookieSettingsButton({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className ? `${styles.trigger} ${className}` : styles.trigger}
        onPointerEnter={warmDialog}
        onFocus={warmDialog}
        onClick={() => setOpen(true)}
      >
        {COOKIE_SETTINGS_LABEL}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ConsentSettingsDialog onClosed={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
