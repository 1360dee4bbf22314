// The pre-paint boot script for banners: a banner the layout provides is in the server's HTML, so a
// visitor who dismissed it (remembered only with preference consent) would see it until hydration.
// This marks <html data-dismissed-banners="id …"> from storage before the first paint, and a rule the
// outlet renders hides those banners; once hydrated, the banner store decides and the mark is removed.
import { DISMISSED_BANNERS_STORAGE_KEY } from './banner-model';

export const DISMISSED_ATTRIBUTE = 'data-dismissed-banners';

/** Self-contained (the boot script is its source): reads the stored ids, keeps well-formed ones. */
export function markDismissedBeforePaint(doc: Document, storage: Pick<Storage, 'getItem'>, key: string, attribute: string): void {
  const raw = storage.getItem(key);
  if (!raw || raw.length > 10000) return;
  const value: unknown = JSON.parse(raw);
  if (!Array.isArray(value)) return;
  const ids = value.filter((id): id is string => typeof id === 'string' && /^[\w:./-]{1,120}$/.test(id));
  if (ids.length > 0) doc.documentElement.setAttribute(attribute, ids.join(' '));
}

/** The inline script for <head>; any failure (storage blocked, junk stored) leaves the banners shown. */
export function bannerBootScript(): string {
  const args = ['document', 'localStorage', JSON.stringify(DISMISSED_BANNERS_STORAGE_KEY), JSON.stringify(DISMISSED_ATTRIBUTE)];
  return `try{(${markDismissedBeforePaint.toString()})(${args.join(',')})}catch(e){}`;
}

/** The rule that hides a banner marked dismissed before paint (ids are checked like the script does). */
export function dismissedBannerRule(id: string): string {
  if (!/^[\w:./-]{1,120}$/.test(id)) return '';
  return `html[${DISMISSED_ATTRIBUTE}~="${id}"] [data-banner-id="${id}"]{display:none}`;
}
