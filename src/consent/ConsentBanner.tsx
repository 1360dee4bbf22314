'use client';
// The cookie banner of spec §2/§8: slides in from the bottom until necessary consent is given.
// Pure CSS motion (no animation library: every first visit downloads this), and a landmark rather
// than a modal: it traps no focus and, sticky at the end of the page, hides no content for good.
import type { CSSProperties } from 'react';
import { useMessages } from '@/i18n/I18nProvider';
import { acceptAll, hasChosen, onlyEssential } from './consent-model';
import { saveConsent } from './consent-store';
import buttons from './choice-buttons.module.css';
import styles from './ConsentBanner.module.css';
import { useConsent } from './use-consent';

/** Spec §9: the banner slides in with a 0.25 s tween. */
export const BANNER_SLIDE_SECONDS = 0.25;

const slide = { '--consent-banner-slide': `${BANNER_SLIDE_SECONDS}s` } as CSSProperties;

export function ConsentBanner() {
  const consent = useConsent();
  const message = useMessages();
  if (hasChosen(consent)) return null;
  return (
    <section
      className={styles.banner}
      style={slide}
      aria-labelledby="consent-banner-title"
      aria-describedby="consent-banner-body"
      data-consent-banner=""
      data-needs-script=""
    >
      <div className={styles.text}>
        <h2 id="consent-banner-title" className={styles.title}>
          {message('consent.title')}
        </h2>
        <p id="consent-banner-body" className={styles.body}>
          {message('consent.body')}
        </p>
      </div>
      <div className={buttons.row}>
        <button type="button" className={buttons.primary} onClick={() => saveConsent(acceptAll())}>
          {message('consent.acceptAll')}
        </button>
        <button type="button" className={buttons.secondary} onClick={() => saveConsent(onlyEssential())}>
          {message('consent.onlyEssential')}
        </button>
      </div>
    </section>
  );
}
