// The reader's last chosen tab (e.g. 'TypeScript'), shared by every tab group on every page.
// Kept in memory; written to localStorage only while `canPersist()` allows (preference consent).

export const TAB_CHOICE_STORAGE_KEY = 'code-tab';
const MAX_CHOICE_LENGTH = 64;

export type TabChoiceStore = ReturnType<typeof createTabChoiceStore>;

export function createTabChoiceStore(options: { storage: () => Storage | null; canPersist: () => boolean }) {
  let choice: string | null = null;
  let loaded = false;
  const listeners = new Set<() => void>();
  const storage = () => {
    try {
      return options.storage();
    } catch {
      return null;
    }
  };
  const emit = () => {
    for (const listener of listeners) listener();
  };

  return {
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot(): string | null {
      if (!loaded) {
        loaded = true;
        if (options.canPersist()) {
          try {
            const stored = storage()?.getItem(TAB_CHOICE_STORAGE_KEY) ?? null;
            if (stored && stored.length <= MAX_CHOICE_LENGTH) choice = stored;
          } catch {
            // unreadable storage: no remembered choice
          }
        }
      }
      return choice;
    },
    choose(value: string) {
      choice = value;
      emit();
      if (!options.canPersist()) return;
      try {
        storage()?.setItem(TAB_CHOICE_STORAGE_KEY, value);
      } catch {
        // full or blocked storage: the choice holds for this visit
      }
    },
    /** Consent withdrawn: forget what was stored, keep the in-memory choice for this visit. */
    forgetStored() {
      try {
        storage()?.removeItem(TAB_CHOICE_STORAGE_KEY);
      } catch {
        // nothing to remove
      }
    },
  };
}
