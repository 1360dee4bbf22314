import { describe, expect, it } from 'vitest';
import { createTabChoiceStore, TAB_CHOICE_STORAGE_KEY } from './tab-choice';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  } as unknown as Storage & { data: Map<string, string> };
}

describe('tab choice store', () => {
  it('remembers a choice in memory only without consent', () => {
    const storage = memoryStorage();
    const store = createTabChoiceStore({ storage: () => storage, canPersist: () => false });
    store.choose('Python');
    expect(store.getSnapshot()).toBe('Python');
    expect((storage as unknown as { data: Map<string, string> }).data.size).toBe(0);
  });

  it('persists and restores with consent', () => {
    const storage = memoryStorage();
    createTabChoiceStore({ storage: () => storage, canPersist: () => true }).choose('TypeScript');
    const next = createTabChoiceStore({ storage: () => storage, canPersist: () => true });
    expect(next.getSnapshot()).toBe('TypeScript');
  });

  it('ignores a stored value when consent is missing, and oversized junk', () => {
    const storage = memoryStorage({ [TAB_CHOICE_STORAGE_KEY]: 'Go' });
    expect(createTabChoiceStore({ storage: () => storage, canPersist: () => false }).getSnapshot()).toBeNull();
    const junk = memoryStorage({ [TAB_CHOICE_STORAGE_KEY]: 'x'.repeat(1000) });
    expect(createTabChoiceStore({ storage: () => junk, canPersist: () => true }).getSnapshot()).toBeNull();
  });

  it('survives storage that throws and forgets on withdrawal', () => {
    const store = createTabChoiceStore({
      storage: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      canPersist: () => true,
    });
    store.choose('curl');
    expect(store.getSnapshot()).toBe('curl');
    store.forgetStored();
    const storage = memoryStorage({ [TAB_CHOICE_STORAGE_KEY]: 'Go' });
    createTabChoiceStore({ storage: () => storage, canPersist: () => true }).forgetStored();
    expect(storage.getItem(TAB_CHOICE_STORAGE_KEY)).toBeNull();
  });
});
