'use client';
// Hands client islands their locale and their (already translated) strings.
import { createContext, type ReactNode, useContext } from 'react';
import { type ClientMessageKey, type ClientMessages, fillSimpleArguments } from './client-messages';
import { DEFAULT_LOCALE, type Locale } from './locales';

type I18nValue = { locale: Locale; messages: ClientMessages | null };
const I18nContext = createContext<I18nValue>({ locale: DEFAULT_LOCALE, messages: null });

export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: ClientMessages; children: ReactNode }) {
  return <I18nContext.Provider value={{ locale, messages }}>{children}</I18nContext.Provider>;
}

export const useLocale = () => useContext(I18nContext).locale;

/** A client message with its simple `{name}` arguments filled (see useFormatMessage for plurals). */
export function useMessages(): (key: ClientMessageKey, values?: Record<string, string>) => string {
  const { locale, messages } = useContext(I18nContext);
  return (key, values) => {
    const text = messages?.[key];
    // Same contract as the server helper (spec §8), so a missing provider cannot fail silently.
    if (!text) throw new Error(`Could not find string '${key}' for locale '${locale}'`);
    return fillSimpleArguments(text, values);
  };
}
