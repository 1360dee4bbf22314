// The error page's strings in every locale (pure). global-error.tsx replaces the root layout, and
// with it the provider of client strings, so these travel in its own chunk: built once by
// scripts/build-assets.ts into a small JSON file (the error keys only, not the catalogues).
import { CATALOGUES, MESSAGE_KEYS } from './catalogues';
import type { ClientMessageKey } from './client-messages';
import { LOCALES, type Locale } from './locales';
import { resolveMessages } from './translate';

export type ErrorPageKey = Extract<ClientMessageKey, `error.${string}`>;
export type ErrorPageMessages = Record<Locale, Record<ErrorPageKey, string>>;

export const ERROR_PAGE_KEYS = MESSAGE_KEYS.filter((key): key is ErrorPageKey => key.startsWith('error.'));

export function errorPageMessages(): ErrorPageMessages {
  return Object.fromEntries(LOCALES.map((locale) => [locale, resolveMessages(CATALOGUES, locale, ERROR_PAGE_KEYS)])) as ErrorPageMessages;
}
