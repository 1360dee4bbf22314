// The translation helper (pure): ICU messages (FormatJS) looked up through the locale's fallback chain.
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import type en from './messages/en.json';
import { intlLocale } from './digits';
import { fallbackChain } from './locales';

/** Every message key, typed from the en catalogue: an unknown key fails the type-check. */
export type MessageKey = keyof typeof en;
/** A locale's catalogue; any key may be missing (lookup falls back), none may be unknown. */
export type Catalogue = Partial<Record<MessageKey, string>>;
export type Catalogues = Readonly<Record<string, Catalogue | undefined>>;
export type MessageValues = Record<string, PrimitiveType>;
/** Rich values may also map a tag (`<time>…</time>`) to a function of its contents. */
export type RichValues<T> = Record<string, PrimitiveType | T | ((chunks: (string | T)[]) => T)>;

/** Spec §8: thrown when a message has no text in the locale and no fallback has any either. */
export class MissingMessageError extends Error {
  constructor(
    readonly key: string,
    readonly locale: string,
  ) {
    super(`Could not find string '${key}' for locale '${locale}'`);
    this.name = 'MissingMessageError';
  }
}

/** The text and the locale it came from: the first tag in the chain with a non-empty message. */
export function lookupMessage(catalogues: Catalogues, locale: string, key: MessageKey): { text: string; locale: string } {
  for (const tag of fallbackChain(locale)) {
    const text = catalogues[tag]?.[key];
    if (typeof text === 'string' && text.trim() !== '') return { text, locale: tag };
  }
  throw new MissingMessageError(key, locale);
}

export type Translator = {
  readonly locale: string;
  (key: MessageKey, values?: MessageValues): string;
  rich<T>(key: MessageKey, values: RichValues<T>): string | T | (string | T)[];
  has(key: string): key is MessageKey;
};

/** A `t(key, values)` for one locale. Compiled messages are kept, so repeated lookups are cheap. */
export function createTranslator(catalogues: Catalogues, locale: string): Translator {
  const compiled = new Map<MessageKey, IntlMessageFormat>();
  const compile = (key: MessageKey) => {
    let format = compiled.get(key);
    if (!format) {
      const found = lookupMessage(catalogues, locale, key);
      // The message's own locale picks plural rules; intlLocale adds Latin digits where §9 asks.
      format = new IntlMessageFormat(found.text, intlLocale(found.locale));
      compiled.set(key, format);
    }
    return format;
  };
  const t = ((key: MessageKey, values?: MessageValues) => String(compile(key).format(values))) as Translator;
  Object.defineProperty(t, 'locale', { value: locale });
  t.rich = <T>(key: MessageKey, values: RichValues<T>) => compile(key).format<T>(values);
  t.has = (key: string): key is MessageKey => fallbackChain(locale).some((tag) => Boolean(catalogues[tag]?.[key as MessageKey]));
  return t;
}

/** The messages a locale needs in the browser, with fallbacks already applied (plain JSON). */
export function resolveMessages<K extends MessageKey>(catalogues: Catalogues, locale: string, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, lookupMessage(catalogues, locale, key).text])) as Record<K, string>;
}
