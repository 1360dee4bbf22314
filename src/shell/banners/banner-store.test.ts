import { describe, expect, it } from 'vitest';
import { DISMISSED_BANNERS_STORAGE_KEY } from './banner-model';
import { createBannerStore } from './banner-store';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const info = (id: string) => ({ id, tone: 'info' as const, content: id, dismissible: true });

describe('banner store', () => {
  it('keeps dismissals in memory while persisting is not allowed', () => {
    const storage = memoryStorage();
    const store = createBannerStore([info('a')], { storage: () => storage, canPersist: () => false });
    store.dismiss('a');
    expect(store.getSnapshot()).toEqual([]);
    expect(storage.length).toBe(0);
  });

  it('remembers dismissals in storage when allowed, and reads them back on load', () => {
    const storage = memoryStorage();
    const first = createBannerStore([info('a')], { storage: () => storage, canPersist: () => true });
    first.dismiss('a');
    expect(JSON.parse(storage.getItem(DISMISSED_BANNERS_STORAGE_KEY) ?? '')).toEqual(['a']);

    const second = createBannerStore([info('a')], { storage: () => storage, canPersist: () => true });
    expect(second.getSnapshot().map((banner) => banner.id)).toEqual(['a']);
    second.load();
    expect(second.getSnapshot()).toEqual([]);
  });

  it('serves the published list to hydration, whatever was remembered', () => {
    const storage = memoryStorage({ [DISMISSED_BANNERS_STORAGE_KEY]: '["a"]' });
    const store = createBannerStore([info('a')], { storage: () => storage, canPersist: () => true });
    store.load();
    expect(store.getServerSnapshot().map((banner) => banner.id)).toEqual(['a']);
    expect(store.getServerSnapshot()).toBe(store.getServerSnapshot());
  });

  it('survives storage that throws', () => {
    const store = createBannerStore([info('a')], {
      storage: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      canPersist: () => true,
    });
    store.load();
    store.dismiss('a');
    expect(store.getSnapshot()).toEqual([]);
  });

  it('notifies subscribers of publish and withdraw, and stops after unsubscribe', () => {
    const store = createBannerStore<string>([], { storage: () => null, canPersist: () => false });
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.publish(info('a'));
    store.withdraw('a');
    unsubscribe();
    store.publish(info('b'));
    expect(calls).toBe(2);
    expect(store.getSnapshot().map((banner) => banner.id)).toEqual(['b']);
  });

  it('tells which ids are dismissed, for banners shown in place, starting from none on the server', () => {
    const storage = memoryStorage({ [DISMISSED_BANNERS_STORAGE_KEY]: JSON.stringify(['remembered']) });
    const store = createBannerStore([], { storage: () => storage, canPersist: () => true });
    expect([...store.getDismissed()]).toEqual([]);
    store.load();
    expect([...store.getDismissed()]).toEqual(['remembered']);
    const before = store.getDismissed();
    store.dismiss('now');
    expect(store.getDismissed()).not.toBe(before);
    expect(store.getDismissed().has('now')).toBe(true);
    expect(store.getServerDismissed().size).toBe(0);
  });
});
