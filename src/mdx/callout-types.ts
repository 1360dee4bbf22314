// The kinds of callout and the message that labels each (pure: shared by the React and Markdown forms).
export const CALLOUT_TYPES = {
  note: 'docs.calloutNote',
  tip: 'docs.calloutTip',
  warning: 'docs.calloutWarning',
  danger: 'docs.calloutDanger',
} as const;
export type CalloutType = keyof typeof CALLOUT_TYPES;

export const isCalloutType = (value: unknown): value is CalloutType => typeof value === 'string' && Object.hasOwn(CALLOUT_TYPES, value);
