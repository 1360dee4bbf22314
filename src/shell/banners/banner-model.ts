// Banners published by layouts and pages: the ordered list and the remembered dismissals (pure).

export type BannerTone = 'info' | 'warning' | 'danger';

export type BannerEntry<Content> = {
  /** Stable id: dismissals are remembered per id. */
  id: string;
  tone: BannerTone;
  content: Content;
  dismissible: boolean;
  /**
   * For banners the layout provides: the one page (its path without the locale prefix) they show on.
   * The layout renders them on the server, so they are in the page's first paint and move nothing.
   */
  path?: string;
};

/** Adds a banner, or replaces the one with the same id in place (a re-render must not reorder). */
export function publishBanner<C>(list: readonly BannerEntry<C>[], banner: BannerEntry<C>): BannerEntry<C>[] {
  const index = list.findIndex((entry) => entry.id === banner.id);
  if (index === -1) return [...list, banner];
  const next = [...list];
  next[index] = banner;
  return next;
}

export function withdrawBanner<C>(list: readonly BannerEntry<C>[], id: string): BannerEntry<C>[] {
  return list.filter((entry) => entry.id !== id);
}

/** The banners that belong on a page: those published there, and those provided for its path. */
export function bannersForPath<C>(list: readonly BannerEntry<C>[], path: string): BannerEntry<C>[] {
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return list.filter((entry) => entry.path === undefined || entry.path === page);
}

export function visibleBanners<C>(list: readonly BannerEntry<C>[], dismissed: ReadonlySet<string>): BannerEntry<C>[] {
  return list.filter((entry) => !(entry.dismissible && dismissed.has(entry.id)));
}

/** localStorage key for dismissed banner ids; written only with preference consent. */
export const DISMISSED_BANNERS_STORAGE_KEY = 'dismissed-banners';
const MAX_REMEMBERED = 50;
const MAX_ID_LENGTH = 120;

/** Reads the stored ids; anything that is not a JSON array of short strings reads as none. */
export function parseDismissed(raw: string | null | undefined): Set<string> {
  if (!raw || raw.length > MAX_REMEMBERED * (MAX_ID_LENGTH + 4)) return new Set();
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return new Set();
    return new Set(
      value.filter((id): id is string => typeof id === 'string' && id.length > 0 && id.length <= MAX_ID_LENGTH).slice(-MAX_REMEMBERED),
    );
  } catch {
    return new Set();
  }
}

export function serializeDismissed(ids: ReadonlySet<string>): string {
  return JSON.stringify([...ids].slice(-MAX_REMEMBERED));
}
