// Cookie consent of spec §3–5: the eight flags and the choices that change them (pure).

/** The flags in the order of spec §3; the cookie holds exactly these, and nothing else. */
export const CONSENT_CATEGORIES = [
  'necessary',
  'preferences',
  'marketing',
  'statistics',
  'session',
  'duration',
  'firstParty',
  'thirdParty',
] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentState = Readonly<Record<ConsentCategory, boolean>>;

/** Spec §5: necessary consent cannot be turned off unless a caller explicitly allows it. */
export type NecessaryPolicy = { allowNecessaryChange?: boolean };

function every(value: boolean): ConsentState {
  return Object.fromEntries(CONSENT_CATEGORIES.map((category) => [category, value])) as Record<ConsentCategory, boolean>;
}

/** Idle: nothing chosen yet. Every flag is false, necessary included, which is what shows the banner. */
export const NO_CONSENT: ConsentState = Object.freeze(every(false));

/** 'Accept all': every flag becomes true. */
export function acceptAll(): ConsentState {
  return every(true);
}

/** 'Only essential': only necessary becomes true. */
export function onlyEssential(): ConsentState {
  return { ...every(false), necessary: true };
}

/**
 * 'Decline all': every flag becomes false, except necessary, which is (and stays) true unless the
 * caller allows changing it. Declining is a choice too, so it answers the banner.
 */
export function declineAll({ allowNecessaryChange = false }: NecessaryPolicy = {}): ConsentState {
  return { ...every(false), necessary: !allowNecessaryChange };
}

/** One switch in the settings dialog. Turning necessary off is ignored unless allowed. */
export function setCategory(
  state: ConsentState,
  category: ConsentCategory,
  value: boolean,
  { allowNecessaryChange = false }: NecessaryPolicy = {},
): ConsentState {
  if (category === 'necessary' && !value && state.necessary && !allowNecessaryChange) return state;
  if (state[category] === value) return state;
  return { ...state, [category]: value };
}

/** The banner shows until necessary consent has been given (spec §2, §4). */
export function hasChosen(state: ConsentState): boolean {
  return state.necessary;
}

export function sameConsent(a: ConsentState, b: ConsentState): boolean {
  return CONSENT_CATEGORIES.every((category) => a[category] === b[category]);
}
