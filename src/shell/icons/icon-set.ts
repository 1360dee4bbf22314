// The icon files the shell links in <head>: names and pixel sizes, shared by the build step and the metadata.

/** Apple touch icon sizes of spec §1 (iPhone 120, iPad 152, iPad Pro 167, iPhone Retina HD 180). */
export const APPLE_TOUCH_ICON_SIZES = [120, 152, 167, 180] as const;
/** Sizes packed into /favicon.ico, the shortcut icon. */
export const FAVICON_SIZES = [16, 32, 48] as const;

export const appleTouchIconPath = (size: number) => `/icons/apple-touch-icon-${size}.png`;
export const FAVICON_PATH = '/favicon.ico';
export const SVG_ICON_PATH = '/icons/icon.svg';
