// Translated docs pages (server only): content/translations/<locale>/… mirrors content/docs/….
import { loader } from 'fumadocs-core/source';
import { translations } from 'fumadocs-mdx:collections/dynamic';
import type { Locale } from '@/i18n/locales';
import { inPathOrder } from './path-order';

const translated = loader({ baseUrl: '/', source: inPathOrder(translations.toFumadocsSource()) });

export type TranslatedPage = NonNullable<ReturnType<typeof translated.getPage>>;

/** The page at these docs slugs written in this locale, if someone has translated it. */
export function translatedPage(locale: Locale, slugs: readonly string[]): TranslatedPage | undefined {
  return translated.getPage([locale, ...slugs]);
}
