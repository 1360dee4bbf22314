// <head> metadata shared by every page: title template, icons, viewport and theme colours.
import type { Metadata, Viewport } from 'next';
import { translatorFor } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/locales';
import { APPLE_TOUCH_ICON_SIZES, appleTouchIconPath, FAVICON_PATH, FAVICON_SIZES, SVG_ICON_PATH } from './icons/icon-set';
import { SITE_NAME, siteUrl } from '../config/site';

export function siteMetadata(locale: Locale): Metadata {
  return {
    metadataBase: siteUrl(),
    title: { default: SITE_NAME, template: `%s · ${SITE_NAME}` },
    description: translatorFor(locale)('site.description'),
    applicationName: SITE_NAME,
    openGraph: { siteName: SITE_NAME, type: 'website', locale },
    icons: {
      icon: [{ url: SVG_ICON_PATH, type: 'image/svg+xml' }],
      shortcut: [{ url: FAVICON_PATH, sizes: FAVICON_SIZES.map((size) => `${size}x${size}`).join(' ') }],
      apple: APPLE_TOUCH_ICON_SIZES.map((size) => ({ url: appleTouchIconPath(size), sizes: `${size}x${size}` })),
    },
  };
}

/** Spec §1: the viewport is fixed to device width with no zoom. */
export const siteViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  maximumScale: 1,
  userScalable: false,
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0f1117' },
  ],
};
