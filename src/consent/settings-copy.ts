// What the cookie settings dialog says: its actions and a description per category of spec §3.
import { COOKIE_SETTINGS_LABEL } from './consent-copy';
import type { ConsentCategory } from './consent-model';

export const SETTINGS_COPY = {
  title: COOKIE_SETTINGS_LABEL,
  intro: 'Choose what this site may store on your device and measure. You can change this at any time from the footer.',
  acceptAll: 'Accept all',
  declineAll: 'Decline all',
  save: 'Save',
} as const;

/** One row per flag of spec §3, in the dialog's order. */
export const CATEGORY_COPY: Record<ConsentCategory, { label: string; description: string }> = {
  necessary: {
    label: 'Necessary',
    description: 'Keep the site working and remember the choices you make here. Always on.',
  },
  preferences: {
    label: 'Preferences',
    description: 'Remember your settings on this device, such as the announcements you dismissed.',
  },
  marketing: {
    label: 'Marketing',
    description: 'Measure which announcements and campaigns brought you to these docs.',
  },
  statistics: {
    label: 'Statistics',
    description: 'Count visits and see which pages help, in aggregate and never to identify you.',
  },
  session: {
    label: 'Session',
    description: 'Recognise the pages you read within one visit, so a visit counts once.',
  },
  duration: {
    label: 'Duration',
    description: 'Measure how long a page is read and how far it is scrolled.',
  },
  firstParty: {
    label: 'First-party',
    description: 'Cookies this site sets for itself to measure visits.',
  },
  thirdParty: {
    label: 'Third-party',
    description:
      'Load our analytics tracker (Snowplow) and send page views and reading time to our collector, with your IP address anonymised.',
  },
};
