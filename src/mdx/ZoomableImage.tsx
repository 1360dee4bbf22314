'use client';
// Doc images open in a lightbox at the lightboxes layer (the kit's Dialog): Escape, the close button
// or a click anywhere closes it, the rest of the page is inert meanwhile, and focus returns.
import { type ComponentProps, useId, useRef, useState } from 'react';
import { Dialog } from '@/kit/dialog/Dialog';
import { useMessages } from '@/i18n/I18nProvider';
import styles from './mdx.module.css';

type StaticImage = { src: string; width?: number; height?: number };
type ImageProps = Omit<ComponentProps<'img'>, 'src'> & { src?: string | Blob | StaticImage };

/** Images from MDX arrive as a URL, or as the build's import of a local file ({ src, width, height }). */
export function ZoomableImage({ alt = '', src: source, width: givenWidth, height: givenHeight, ...rest }: ImageProps) {
  const image = typeof source === 'object' && source !== null && 'src' in source ? source : null;
  const src = typeof source === 'string' ? source : image?.src;
  const width = givenWidth ?? image?.width;
  const height = givenHeight ?? image?.height;
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const message = useMessages();

  if (!src) return null;
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={styles.zoomTrigger}
        onClick={() => setOpen(true)}
        aria-label={message('image.enlarge', { alt: alt ?? '' })}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- sized by the build, optimised at build */}
        <img {...rest} src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
      </button>
      {open ? (
        <Dialog
          layer="lightboxes"
          labelledBy={titleId}
          onClose={() => setOpen(false)}
          initialFocus={close}
          returnFocusTo={() => trigger.current}
          className={styles.lightbox}
        >
          <p id={titleId} className={styles.visuallyHidden}>
            {alt || message('image.untitled')}
          </p>
          {/* eslint-disable-next-line @next/next/no-img-element -- the same file, shown large (a click closes; the close button and Escape are the keyboard's way out) */}
          <img src={src} alt={alt} className={styles.lightboxImage} onClick={() => setOpen(false)} />
          <button ref={close} type="button" className={styles.lightboxClose} onClick={() => setOpen(false)}>
            {message('image.close')}
          </button>
        </Dialog>
      ) : null}
    </>
  );
}
