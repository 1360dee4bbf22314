// Images that live beside the MDX (content/**/images/…): the build publishes each under a name
// carrying a hash of its bytes, so a page compiled at render time links to a URL instead of
// importing the file, and the file can be cached for a year.
import { createHash } from 'node:crypto';
import path from 'node:path';

/** Where the build publishes content media, under public/ and at this URL path. */
export const CONTENT_MEDIA_FOLDER = 'content-media';
export const CONTENT_MEDIA_URL_PREFIX = `/${CONTENT_MEDIA_FOLDER}/`;
/** The image types a page may reference by a relative path. */
export const CONTENT_MEDIA_EXTENSIONS = ['.svg', '.png', '.jpg', '.jpeg', '.webp', '.avif', '.gif'];
const HASH_CHARS = 12;

/** 'object-model.svg' + bytes → 'object-model.3f9a…c1.svg'. */
export function contentMediaName(fileName: string, bytes: Uint8Array): string {
  const extension = path.extname(fileName);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, HASH_CHARS);
  return `${path.basename(fileName, extension)}.${hash}${extension.toLowerCase()}`;
}

/** A relative reference to a file beside the page (not a URL, not root-relative, not a fragment). */
export function isRelativeMediaReference(url: string): boolean {
  return url !== '' && !/^[a-z][a-z\d+.-]*:/i.test(url) && !url.startsWith('/') && !url.startsWith('#') && !url.startsWith('?');
}
