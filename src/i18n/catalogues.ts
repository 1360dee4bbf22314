// Every locale's message catalogue (server and build only: the browser gets just the strings it needs).
import ar from './messages/ar.json';
import de from './messages/de.json';
import en from './messages/en.json';
import es from './messages/es.json';
import fa from './messages/fa.json';
import fr from './messages/fr.json';
import he from './messages/he.json';
import ja from './messages/ja.json';
import zhHans from './messages/zh-Hans.json';
import type { Locale } from './locales';
import { type Catalogue, createTranslator, type MessageKey, type Translator } from './translate';

export const CATALOGUES: Record<Locale, Catalogue> = { en, es, fr, de, ja, 'zh-Hans': zhHans, ar, he, fa };

export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];

const translators = new Map<Locale, Translator>();

/** One shared translator per locale (compiled messages are reused across pages of a build). */
export function translatorFor(locale: Locale): Translator {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator(CATALOGUES, locale);
    translators.set(locale, t);
  }
  return t;
}
