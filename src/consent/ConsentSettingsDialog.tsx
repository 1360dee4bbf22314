'use client';
// The cookie settings dialog: a switch per category, then 'Accept all', 'Decline all' or 'Save'.
// The kit's Dialog at the top layer (above the consent banner that may open it): Escape or a press
// beside it closes without saving, everything else is inert, focus returns to the opener.
import { useState } from 'react';
import { Dialog } from '@/kit/dialog/Dialog';
import { useMessages } from '@/i18n/I18nProvider';
import { acceptAll, CONSENT_CATEGORIES, type ConsentState, declineAll, setCategory } from './consent-model';
import { saveConsent } from './consent-store';
import buttons from './choice-buttons.module.css';
import styles from './ConsentSettingsDialog.module.css';
import { useConsent } from './use-consent';

export default function ConsentSettingsDialog({ onClosed }: { onClosed: () => void }) {
  const saved = useConsent();
  const message = useMessages();
  // Necessary is shown on (and cannot be switched off), whatever was saved before.
  const [draft, setDraft] = useState<ConsentState>(() => setCategory(saved, 'necessary', true));

  const choose = (state: ConsentState) => {
    saveConsent(state);
    onClosed();
  };

  return (
    <Dialog layer="top" className={styles.dialog} labelledBy="cookie-settings-title" describedBy="cookie-settings-intro" onClose={onClosed}>
      <h2 id="cookie-settings-title" className={styles.title}>
        {message('consent.settings')}
      </h2>
      <p id="cookie-settings-intro" className={styles.intro}>
        {message('consent.intro')}
      </p>
      <ul className={styles.categories}>
        {CONSENT_CATEGORIES.map((category) => {
          const id = `consent-category-${category}`;
          return (
            <li key={category} className={styles.category}>
              <div className={styles.copy}>
                <label htmlFor={id} className={styles.label}>
                  {message(`consent.${category}`)}
                </label>
                <p id={`${id}-description`} className={styles.description}>
                  {message(`consent.${category}Description`)}
                </p>
              </div>
              <input
                id={id}
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={draft[category]}
                disabled={category === 'necessary'}
                aria-describedby={`${id}-description`}
                onChange={(event) => {
                  const on = event.currentTarget.checked;
                  setDraft((state) => setCategory(state, category, on));
                }}
              />
            </li>
          );
        })}
      </ul>
      <div className={`${buttons.row} ${styles.actions}`}>
        <button type="button" className={buttons.secondary} onClick={() => choose(acceptAll())}>
          {message('consent.acceptAll')}
        </button>
        <button type="button" className={buttons.secondary} onClick={() => choose(declineAll())}>
          {message('consent.declineAll')}
        </button>
        <button type="button" className={buttons.primary} onClick={() => choose(draft)}>
          {message('consent.save')}
        </button>
      </div>
    </Dialog>
  );
}
