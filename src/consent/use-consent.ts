'use client';
// React's view of the consent store: re-renders when consent changes; the server renders 'nothing chosen'.
import { useSyncExternalStore } from 'react';
import type { ConsentState } from './consent-model';
import { getConsent, getServerConsent, subscribeConsent } from './consent-store';

export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribeConsent, getConsent, getServerConsent);
}
