// A docs link on a page in the reader's locale: to that locale's page where it has one, else straight to
// the English page, saying so (hreflang and a visible mark) rather than sending the reader through a redirect.
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import { hasOwnPage, localePath } from '@/i18n/site-translations';
import type { Translator } from '@/i18n/translate';
import { LanguageMark } from '@/kit/language-mark/LanguageMark';

export function localeLink(t: Translator & { readonly locale: Locale }, url: string) {
  const english = t.locale !== DEFAULT_LOCALE && !hasOwnPage(t.locale, url);
  return {
    href: localePath(t.locale, url),
    hrefLang: english ? DEFAULT_LOCALE : undefined,
    mark: english ? <LanguageMark code={DEFAULT_LOCALE} name={t('locale.inEnglish')} lang={t.locale} /> : null,
  };
}
