'use client';
// Banners through a shared context: layouts pass server-rendered banners to the provider,
// pages and components publish more with <PublishBanner>; <BannerOutlet> shows them in one place.
// <PageBanner> draws one in place on a page, sharing the dismissals.
import { createContext, type ReactNode, useContext, useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { getConsent, subscribeConsent } from '@/consent/consent-store';
import { BannerView, DismissedBeforePaint } from './BannerView';
import { DISMISSED_ATTRIBUTE } from './banner-boot-script';
import { type BannerEntry, type BannerTone, DISMISSED_BANNERS_STORAGE_KEY } from './banner-model';
import { type BannerStore, createBannerStore } from './banner-store';

type Store = BannerStore<ReactNode>;
const BannerContext = createContext<Store | null>(null);

function useBannerStore(): Store {
  const store = useContext(BannerContext);
  if (!store) throw new Error('Banner components need a <BannerProvider> above them');
  return store;
}

// Dismissals reach storage only with preference consent; without it they stay in memory for the visit.
const canPersistDismissals = () => getConsent().preferences;

/** Without preference consent nothing may stay stored: forget remembered dismissals (now, and on withdrawal). */
function forgetDismissalsWithoutConsent() {
  if (getConsent().preferences) return;
  try {
    window.localStorage.removeItem(DISMISSED_BANNERS_STORAGE_KEY);
  } catch {
    // storage blocked: nothing could have been stored either
  }
}

export function BannerProvider({ initial = [], children }: { initial?: BannerEntry<ReactNode>[]; children: ReactNode }) {
  const [store] = useState(() =>
    createBannerStore<ReactNode>(initial, {
      storage: () => window.localStorage,
      canPersist: canPersistDismissals,
    }),
  );
  // Before paint: once the store has read the remembered dismissals it decides, not the boot mark.
  useLayoutEffect(() => {
    store.load();
    document.documentElement.removeAttribute(DISMISSED_ATTRIBUTE);
  }, [store]);
  useEffect(() => {
    forgetDismissalsWithoutConsent();
    return subscribeConsent(forgetDismissalsWithoutConsent);
  }, []);
  return <BannerContext.Provider value={store}>{children}</BannerContext.Provider>;
}

export type PublishBannerProps = {
  id: string;
  tone?: BannerTone;
  dismissible?: boolean;
  children: ReactNode;
};

/** Publishes a banner for as long as this component is mounted; renders nothing in place. */
export function PublishBanner({ id, tone = 'info', dismissible = true, children }: PublishBannerProps) {
  const store = useBannerStore();
  // Layout effect: on client navigations the banner is in place before the browser paints.
  useLayoutEffect(() => {
    store.publish({ id, tone, dismissible, content: children });
  }, [store, id, tone, dismissible, children]);
  useLayoutEffect(() => () => store.withdraw(id), [store, id]);
  return null;
}

/**
 * A banner shown in place, at the top of a page (a doc page's status): unlike a
 * published one it is in the server's HTML, so nothing moves as the page loads. Dismissals are shared
 * with the outlet's banners (same store, same storage, same mark before paint).
 */
export function PageBanner({ id, tone = 'info', dismissible = true, children }: PublishBannerProps) {
  const store = useBannerStore();
  const dismissed = useSyncExternalStore(
    store.subscribe,
    () => store.getDismissed().has(id),
    () => store.getServerDismissed().has(id),
  );
  if (dismissed) return null;
  return (
    <>
      {dismissible ? <DismissedBeforePaint ids={[id]} /> : null}
      <BannerView id={id} tone={tone} content={children} placement="page" onDismiss={dismissible ? () => store.dismiss(id) : undefined} />
    </>
  );
}

export function useBanners() {
  const store = useBannerStore();
  const banners = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getServerSnapshot);
  return { banners, dismiss: store.dismiss };
}
