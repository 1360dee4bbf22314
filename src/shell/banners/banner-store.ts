// The banner store behind the context: published banners plus dismissals, memory-first.
// Dismissals reach localStorage only while `canPersist()` says so (preference consent).
import {
  type BannerEntry,
  DISMISSED_BANNERS_STORAGE_KEY,
  parseDismissed,
  publishBanner,
  serializeDismissed,
  visibleBanners,
  withdrawBanner,
} from './banner-model';

export type BannerStoreOptions = {
  storage: () => Storage | null;
  canPersist: () => boolean;
};

export function createBannerStore<C>(initial: BannerEntry<C>[], options: BannerStoreOptions) {
  let banners = initial;
  let dismissed = new Set<string>();
  let loaded = false;
  let snapshot = visibleBanners(banners, dismissed);
  const serverSnapshot = snapshot;
  const serverDismissed: ReadonlySet<string> = new Set();
  const listeners = new Set<() => void>();

  const emit = () => {
    snapshot = visibleBanners(banners, dismissed);
    for (const listener of listeners) listener();
  };
  const safeStorage = () => {
    try {
      return options.storage();
    } catch {
      return null; // storage blocked by the browser: keep working from memory
    }
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    /** Server render and hydration use the published list, before remembered dismissals are read. */
    getServerSnapshot: () => serverSnapshot,
    /** The ids dismissed so far (a new set on each change), for banners shown in place on a page. */
    getDismissed: (): ReadonlySet<string> => dismissed,
    getServerDismissed: () => serverDismissed,
    /** Reads remembered dismissals once, after hydration. */
    load() {
      if (loaded) return;
      loaded = true;
      if (!options.canPersist()) return;
      try {
        const stored = parseDismissed(safeStorage()?.getItem(DISMISSED_BANNERS_STORAGE_KEY));
        if (stored.size > 0) {
          dismissed = new Set([...stored, ...dismissed]);
          emit();
        }
      } catch {
        // unreadable storage: nothing remembered
      }
    },
    publish(banner: BannerEntry<C>) {
      banners = publishBanner(banners, banner);
      emit();
    },
    withdraw(id: string) {
      banners = withdrawBanner(banners, id);
      emit();
    },
    dismiss(id: string) {
      dismissed = new Set(dismissed).add(id);
      emit();
      if (!options.canPersist()) return;
      try {
        safeStorage()?.setItem(DISMISSED_BANNERS_STORAGE_KEY, serializeDismissed(dismissed));
      } catch {
        // quota or blocked storage: the dismissal still holds for this visit
      }
    },
  };
}

export type BannerStore<C> = ReturnType<typeof createBannerStore<C>>;
