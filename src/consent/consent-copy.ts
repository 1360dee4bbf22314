// What the banner and the footer say (spec §8). The settings dialog's words are in settings-copy.ts,
// which loads with the dialog: every first visit downloads this file, few ever open the dialog.

export const BANNER_COPY = {
  title: 'We care about your privacy',
  body: "By clicking 'Accept all', you agree to the storing of cookies on your device to improve performance, analyze usage and personalize your experience.",
  acceptAll: 'Accept all',
  onlyEssential: 'Only essential',
} as const;

/** The footer button that opens the settings dialog (CONTRACT.md 'Consent'). */
export const COOKIE_SETTINGS_LABEL = 'Cookie settings';
