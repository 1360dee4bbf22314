// Which messages the browser gets (pure): only those client islands show. Everything else is
// translated on the server, so no catalogue and no message formatter ships on first load.
import type { MessageKey } from './translate';

/** Key prefixes whose messages client components render. */
export const CLIENT_NAMESPACES = [
  'tabs',
  'banner',
  'locale',
  'copyCode',
  'copyPage',
  'image',
  'feedback',
  'search',
  'theme',
  'consent',
  'error',
] as const;
export type ClientNamespace = (typeof CLIENT_NAMESPACES)[number];
export type ClientMessageKey = Extract<MessageKey, `${ClientNamespace}.${string}`>;
export type ClientMessages = Record<ClientMessageKey, string>;

export function clientMessageKeys(keys: readonly MessageKey[]): ClientMessageKey[] {
  return keys.filter((key): key is ClientMessageKey => (CLIENT_NAMESPACES as readonly string[]).includes(key.split('.')[0] ?? ''));
}

/**
 * Fills simple `{name}` arguments, the only ICU feature first-load client messages use; plurals
 * and selects (search result counts) go through useFormatMessage in lazily loaded islands.
 */
export function fillSimpleArguments(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
