// The locale of the page being rendered on the server. Route files set it from their params;
// server components deep in the tree (and MDX components) read it without prop drilling.
import { cache } from 'react';
import { CATALOGUES, MESSAGE_KEYS, translatorFor } from './catalogues';
import { type ClientMessages, clientMessageKeys } from './client-messages';
import { DEFAULT_LOCALE, type Locale } from './locales';
import { resolveMessages, type Translator } from './translate';

// One mutable cell per server request (React.cache is request-scoped); en unless a route says otherwise.
const requestCell = cache((): { locale: Locale } => ({ locale: DEFAULT_LOCALE }));

export function setRequestLocale(locale: Locale): void {
  requestCell().locale = locale;
}

export function getRequestLocale(): Locale {
  return requestCell().locale;
}

/** `t(key, values)` for the page being rendered. */
export function getTranslator(): Translator & { readonly locale: Locale } {
  return translatorFor(getRequestLocale()) as Translator & { readonly locale: Locale };
}

const CLIENT_KEYS = clientMessageKeys(MESSAGE_KEYS);

/** The strings client islands need, in a locale, fallbacks applied. */
export function clientMessagesFor(locale: Locale): ClientMessages {
  return resolveMessages(CATALOGUES, locale, CLIENT_KEYS);
}
