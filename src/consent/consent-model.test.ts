import { describe, expect, it } from 'vitest';
import {
  acceptAll,
  CONSENT_CATEGORIES,
  type ConsentState,
  declineAll,
  hasChosen,
  NO_CONSENT,
  onlyEssential,
  sameConsent,
  setCategory,
} from './consent-model';

const trueFlags = (state: ConsentState) => CONSENT_CATEGORIES.filter((category) => state[category]);

describe('consent model', () => {
  it('has the eight flags of the spec, all false by default (necessary included)', () => {
    expect(Object.keys(NO_CONSENT)).toEqual([
      'necessary',
      'preferences',
      'marketing',
      'statistics',
      'session',
      'duration',
      'firstParty',
      'thirdParty',
    ]);
    expect(trueFlags(NO_CONSENT)).toEqual([]);
    expect(hasChosen(NO_CONSENT)).toBe(false);
    expect(Object.isFrozen(NO_CONSENT)).toBe(true);
  });

  it('accept all turns every flag on', () => {
    expect(trueFlags(acceptAll())).toEqual([...CONSENT_CATEGORIES]);
    expect(hasChosen(acceptAll())).toBe(true);
  });

  it('only essential turns on necessary alone', () => {
    expect(trueFlags(onlyEssential())).toEqual(['necessary']);
    expect(hasChosen(onlyEssential())).toBe(true);
  });

  it('decline all keeps necessary on unless changing it is allowed', () => {
    expect(trueFlags(declineAll())).toEqual(['necessary']);
    expect(trueFlags(declineAll({ allowNecessaryChange: false }))).toEqual(['necessary']);
    expect(trueFlags(declineAll({ allowNecessaryChange: true }))).toEqual([]);
  });

  it('sets one category and leaves the others alone', () => {
    const state = setCategory(onlyEssential(), 'thirdParty', true);
    expect(trueFlags(state)).toEqual(['necessary', 'thirdParty']);
    expect(trueFlags(setCategory(state, 'thirdParty', false))).toEqual(['necessary']);
    expect(setCategory(state, 'thirdParty', true)).toBe(state);
  });

  it('does not turn necessary off unless allowed, but may always turn it on', () => {
    const state = acceptAll();
    expect(setCategory(state, 'necessary', false)).toBe(state);
    expect(setCategory(state, 'necessary', false, { allowNecessaryChange: true }).necessary).toBe(false);
    expect(setCategory(NO_CONSENT, 'necessary', true).necessary).toBe(true);
  });

  it('never mutates the state it is given', () => {
    const state = onlyEssential();
    setCategory(state, 'marketing', true);
    expect(state.marketing).toBe(false);
  });

  it('compares states flag by flag', () => {
    expect(sameConsent(acceptAll(), acceptAll())).toBe(true);
    expect(sameConsent(acceptAll(), onlyEssential())).toBe(false);
  });
});
