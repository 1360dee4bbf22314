'use client';
// ICU formatting in the browser, for the few client messages with arguments (search result counts).
// Only lazily loaded islands import this, so the formatter is not part of any page's first load.
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { intlLocale } from './digits';
import type { ClientMessageKey } from './client-messages';
import { useLocale, useMessages } from './I18nProvider';

export function useFormatMessage(): (key: ClientMessageKey, values: Record<string, PrimitiveType>) => string {
  const locale = useLocale();
  const message = useMessages();
  // message(key) with no values returns the ICU source untouched for the formatter.
  return (key, values) => String(new IntlMessageFormat(message(key), intlLocale(locale)).format(values));
}
